# Synthesized by cuagent (bench.synth.compose), seed=851, scale=h200.
# ops: qk_scores -> activation:softplus -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1, 1))

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = F.softplus(x)
        x = x * self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(16, 256, 256, 64)
    y1 = torch.randn(16, 256, 256, 64)
    return [x, y1]


def get_init_inputs():
    return []
