# Synthesized by cuagent (bench.synth.compose), seed=121, scale=h200.
# ops: linear -> max_pool1d -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 1024, bias=False)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.max_pool1d_1(x)
        x = x * 1.5
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
