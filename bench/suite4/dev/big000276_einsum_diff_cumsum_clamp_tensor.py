# Synthesized by cuagent (bench.synth.compose), seed=276, scale=large.
# ops: einsum -> diff -> scan:cumsum -> clamp_tensor
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 32) / 5.6569)
        self.clamp_tensor_3_lo = nn.Parameter(-1.0 - torch.rand(64))
        self.clamp_tensor_3_hi = nn.Parameter(1.0 + torch.rand(64))

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.diff(x, dim=2)
        x = torch.cumsum(x, dim=1)
        x = torch.clamp(x, self.clamp_tensor_3_lo, self.clamp_tensor_3_hi)
        return x


def get_inputs():
    x = torch.randn(32, 32, 8192, 64)
    return [x]


def get_init_inputs():
    return []
