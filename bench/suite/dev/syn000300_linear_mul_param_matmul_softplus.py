# Synthesized by cuagent (bench.synth.compose), seed=300, scale=h200.
# ops: linear -> tensor_arith:mul_param -> matmul -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 512, bias=True)
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(2048, 1))

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = x * self.tensor_arith_1
        x = torch.matmul(x, y1)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 1024)
    y1 = torch.randn(512, 2048)
    return [x, y1]


def get_init_inputs():
    return []
