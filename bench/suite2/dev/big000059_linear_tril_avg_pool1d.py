# Synthesized by cuagent (bench.synth.compose), seed=59, scale=large.
# ops: linear -> layout:tril -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(65536, 1024, bias=True)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.tril(x, diagonal=-2)
        x = self.avg_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 65536)
    return [x]


def get_init_inputs():
    return []
