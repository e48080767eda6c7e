# Synthesized by cuagent (bench.synth.compose), seed=507, scale=h200.
# ops: linear -> conv1d -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 4096, bias=True)
        self.conv1d_1 = nn.Conv1d(512, 16, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.conv1d_1(x)
        x = x * y1
        return x


def get_inputs():
    x = torch.randn(32, 512, 1024)
    y1 = torch.randn(32, 16, 4096)
    return [x, y1]


def get_init_inputs():
    return []
