# Synthesized by cuagent (bench.synth.compose), seed=297, scale=h200.
# ops: linear -> avg_pool1d -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 2048, bias=False)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=3, stride=3)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=3, stride=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.avg_pool1d_1(x)
        x = self.avg_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 2048)
    return [x]


def get_init_inputs():
    return []
