# Synthesized by cuagent (bench.synth.compose), seed=188, scale=large.
# ops: einsum -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 32) / 5.6569)
        self.group_norm_1 = nn.GroupNorm(8, 128)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.group_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 512)
    return [x]


def get_init_inputs():
    return []
