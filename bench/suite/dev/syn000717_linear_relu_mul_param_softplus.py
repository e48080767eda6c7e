# Synthesized by cuagent (bench.synth.compose), seed=717, scale=h200.
# ops: linear -> activation:relu -> tensor_arith:mul_param -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 8192, bias=True)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(8192))

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.relu(x)
        x = x * self.tensor_arith_2
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(8192, 1024)
    return [x]


def get_init_inputs():
    return []
