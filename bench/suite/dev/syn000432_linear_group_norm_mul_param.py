# Synthesized by cuagent (bench.synth.compose), seed=432, scale=h200.
# ops: linear -> group_norm -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 2048, bias=True)
        self.group_norm_1 = nn.GroupNorm(2, 256)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1))

    def forward(self, x):
        x = self.linear_0(x)
        x = self.group_norm_1(x)
        x = x * self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(32, 256, 8192)
    return [x]


def get_init_inputs():
    return []
