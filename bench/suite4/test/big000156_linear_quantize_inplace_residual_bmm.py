# Synthesized by cuagent (bench.synth.compose), seed=156, scale=large.
# ops: linear -> quantize -> inplace_residual -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(65536, 2048, bias=True)
        self.inplace_residual_2 = nn.Hardtanh(inplace=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.div(x, 0.05, rounding_mode="floor") * 0.05
        h_inplace_residual_2 = self.inplace_residual_2(x * 0.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 512, 65536)
    y1 = torch.randn(32, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
