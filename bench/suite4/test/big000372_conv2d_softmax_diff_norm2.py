# Synthesized by cuagent (bench.synth.compose), seed=372, scale=large.
# ops: conv2d -> softmax:softmax -> diff -> reduce2:norm2
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.softmax(x, dim=-1)
        x = torch.diff(x, dim=2)
        x = torch.linalg.vector_norm(x, ord=2, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 256)
    return [x]


def get_init_inputs():
    return []
