# Synthesized by cuagent (bench.synth.compose), seed=472, scale=h200.
# ops: matmul -> scalar_arith -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_2 = nn.LayerNorm(1024)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x * 1.5
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 8192)
    y1 = torch.randn(8192, 1024)
    return [x, y1]


def get_init_inputs():
    return []
