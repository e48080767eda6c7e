# Synthesized by cuagent (bench.synth.compose), seed=587, scale=h200.
# ops: linear -> conv1d -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 2048, bias=False)
        self.conv1d_1 = nn.Conv1d(2048, 256, kernel_size=3, stride=2, padding=0, bias=True)
        self.linear_2 = nn.Linear(1023, 512, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.conv1d_1(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
