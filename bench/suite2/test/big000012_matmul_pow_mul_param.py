# Synthesized by cuagent (bench.synth.compose), seed=12, scale=large.
# ops: matmul -> binary:pow -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(4096, 1))

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.pow(x.abs() + 1.0, 0.5 * torch.tanh(y2))
        x = x * self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(32, 4096, 1024)
    y1 = torch.randn(1024, 16384)
    y2 = torch.randn(32, 4096, 16384)
    return [x, y1, y2]


def get_init_inputs():
    return []
