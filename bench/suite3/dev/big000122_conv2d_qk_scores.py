# Synthesized by cuagent (bench.synth.compose), seed=122, scale=large.
# ops: conv2d -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 256, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        return x


def get_inputs():
    x = torch.randn(256, 512, 128, 128)
    y1 = torch.randn(256, 256, 64, 64)
    return [x, y1]


def get_init_inputs():
    return []
