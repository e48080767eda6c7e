# Synthesized by cuagent (bench.synth.compose), seed=256, scale=large.
# ops: conv1d -> scan:cumprod -> einsum -> reduce2:std
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 64, kernel_size=3, stride=1, padding=0, bias=False)
        self.einsum_2 = nn.Parameter(torch.randn(1024, 4094) / 63.9844)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=2)
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_2)
        x = torch.std(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
