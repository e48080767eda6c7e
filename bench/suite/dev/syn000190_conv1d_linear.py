# Synthesized by cuagent (bench.synth.compose), seed=190, scale=h200.
# ops: conv1d -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 512, kernel_size=3, stride=1, padding=1, bias=True)
        self.linear_1 = nn.Linear(512, 4096, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 512)
    return [x]


def get_init_inputs():
    return []
