# Synthesized by cuagent (bench.synth.compose), seed=231, scale=large.
# ops: clamp_tensor -> batch_norm -> scan:cumprod -> quantize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.clamp_tensor_0_lo = nn.Parameter(-1.0 - torch.rand(2048))
        self.clamp_tensor_0_hi = nn.Parameter(1.0 + torch.rand(2048))
        self.batch_norm_1 = nn.BatchNorm1d(2048)

    def forward(self, x):
        x = torch.clamp(x, self.clamp_tensor_0_lo, self.clamp_tensor_0_hi)
        x = self.batch_norm_1(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=2)
        x = (x // 0.25) * 0.25
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
