# Synthesized by cuagent (bench.synth.compose), seed=356, scale=large.
# ops: inplace_residual -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_0 = nn.ReLU(inplace=True)

    def forward(self, x):
        h_inplace_residual_0 = self.inplace_residual_0(x * 0.5)
        h_inplace_residual_0 += x
        x = h_inplace_residual_0
        x = x / 1.5
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    return [x]


def get_init_inputs():
    return []
