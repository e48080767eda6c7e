# Synthesized by cuagent (bench.synth.compose), seed=166, scale=large.
# ops: linear -> activation:tanh -> matmul_v -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 2048, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.tanh(x)
        x = torch.matmul(x, y1)
        x = x / 0.5
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    y1 = torch.randn(128, 2048, 128)
    return [x, y1]


def get_init_inputs():
    return []
