# Synthesized by cuagent (bench.synth.compose), seed=450, scale=h200.
# ops: tensor_arith:mul_param -> linear -> tensor_arith:add_param -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_0 = nn.Parameter(1.0 + 0.1 * torch.randn(8192))
        self.linear_1 = nn.Linear(8192, 8192, bias=False)
        self.tensor_arith_2 = nn.Parameter(torch.randn(8192))

    def forward(self, x):
        x = x * self.tensor_arith_0
        x = self.linear_1(x)
        x = x + self.tensor_arith_2
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(4096, 8192)
    return [x]


def get_init_inputs():
    return []
