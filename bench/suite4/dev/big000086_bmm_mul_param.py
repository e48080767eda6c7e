# Synthesized by cuagent (bench.synth.compose), seed=86, scale=large.
# ops: bmm -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(2048, 1))

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = x * self.tensor_arith_1
        return x


def get_inputs():
    x = torch.randn(256, 2048, 1024)
    y1 = torch.randn(256, 1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
