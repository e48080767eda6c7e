# Synthesized by cuagent (bench.synth.compose), seed=155, scale=large.
# ops: conv1d -> inplace_residual -> linear -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 32, kernel_size=3, stride=2, padding=1, bias=False)
        self.inplace_residual_1 = nn.ReLU6(inplace=True)
        self.linear_2 = nn.Linear(2048, 4096, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        h_inplace_residual_1 = self.inplace_residual_1(x * 0.5)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = self.linear_2(x)
        x = torch.cumsum(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
