# Synthesized by cuagent (bench.synth.compose), seed=158, scale=large.
# ops: einsum -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 64) / 8.0000)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.cumsum(x, dim=3)
        return x


def get_inputs():
    x = torch.randn(128, 64, 256, 512)
    return [x]


def get_init_inputs():
    return []
