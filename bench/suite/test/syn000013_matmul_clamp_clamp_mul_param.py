# Synthesized by cuagent (bench.synth.compose), seed=13, scale=h200.
# ops: matmul -> clamp -> clamp -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_3 = nn.Parameter(1.0 + 0.1 * torch.randn(2048))

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = torch.clamp(x, min=-0.5, max=0.5)
        x = x * self.tensor_arith_3
        return x


def get_inputs():
    x = torch.randn(8192, 4096)
    y1 = torch.randn(4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
