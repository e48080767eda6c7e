# Synthesized by cuagent (bench.synth.compose), seed=627, scale=h200.
# ops: linear -> softmax:softmax -> tensor_arith:mul_param -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=False)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(512, 1))

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.softmax(x, dim=1)
        x = x * self.tensor_arith_2
        x = x - 0.1
        return x


def get_inputs():
    x = torch.randn(64, 512, 2048)
    return [x]


def get_init_inputs():
    return []
