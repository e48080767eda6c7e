# Synthesized by cuagent (bench.synth.compose), seed=848, scale=h200.
# ops: conv2d -> clamp -> reduce:mean -> softmax:softmax -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 64, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = torch.mean(x, dim=3, keepdim=False)
        x = torch.softmax(x, dim=1)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        return x


def get_inputs():
    x = torch.randn(32, 32, 128, 256)
    y1 = torch.randn(32, 64, 128)
    return [x, y1]


def get_init_inputs():
    return []
