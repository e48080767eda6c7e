# Synthesized by cuagent (bench.synth.compose), seed=756, scale=h200.
# ops: linear -> layer_norm -> matmul -> scalar_arith -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 8192, bias=True)
        self.layer_norm_1 = nn.LayerNorm(8192)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.layer_norm_1(x)
        x = torch.matmul(x, y1)
        x = x / 0.1
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(8192, 4096)
    y1 = torch.randn(8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
