# Synthesized by cuagent (bench.synth.compose), seed=111, scale=h200.
# ops: linear -> tensor_arith:mul_param -> activation:sigmoid -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 4096, bias=True)
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(4096))

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = x * self.tensor_arith_1
        x = torch.sigmoid(x)
        x = x * y1
        return x


def get_inputs():
    x = torch.randn(8192, 4096)
    y1 = torch.randn(8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
