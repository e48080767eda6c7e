# Synthesized by cuagent (bench.synth.compose), seed=104, scale=large.
# ops: binary:rsub -> diff -> clamp_tensor
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.clamp_tensor_2_lo = nn.Parameter(-1.0 - torch.rand(32))
        self.clamp_tensor_2_hi = nn.Parameter(1.0 + torch.rand(32))

    def forward(self, x, y1):
        x = 1.5 - x * y1
        x = torch.diff(x, dim=3)
        x = torch.clamp(x, self.clamp_tensor_2_lo, self.clamp_tensor_2_hi)
        return x


def get_inputs():
    x = torch.randn(128, 64, 96, 48, 32)
    y1 = torch.randn(128, 64, 96, 48, 32)
    return [x, y1]


def get_init_inputs():
    return []
