# Synthesized by cuagent (bench.synth.compose), seed=634, scale=h200.
# ops: linear -> layer_norm -> scalar_arith -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 8192, bias=True)
        self.layer_norm_1 = nn.LayerNorm(8192)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.layer_norm_1(x)
        x = x + 2.0
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(8192, 2048)
    y1 = torch.randn(8192, 8192)
    return [x, y1]


def get_init_inputs():
    return []
