# Synthesized by cuagent (bench.synth.compose), seed=179, scale=h200.
# ops: linear -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 4096, bias=True)
        self.conv1d_1 = nn.Conv1d(32, 128, kernel_size=5, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 4096)
    return [x]


def get_init_inputs():
    return []
