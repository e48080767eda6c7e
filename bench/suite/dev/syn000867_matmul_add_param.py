# Synthesized by cuagent (bench.synth.compose), seed=867, scale=h200.
# ops: matmul -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_1 = nn.Parameter(torch.randn(2048, 1))

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x + self.tensor_arith_1
        return x


def get_inputs():
    x = torch.randn(16, 2048, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
