# Synthesized by cuagent (bench.synth.compose), seed=927, scale=h200.
# ops: linear -> linear -> activation:softplus -> conv1d -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=True)
        self.linear_1 = nn.Linear(1024, 4096, bias=False)
        self.conv1d_3 = nn.Conv1d(256, 64, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.linear_1(x)
        x = F.softplus(x)
        x = self.conv1d_3(x)
        x = x + 1.0
        return x


def get_inputs():
    x = torch.randn(32, 256, 2048)
    return [x]


def get_init_inputs():
    return []
