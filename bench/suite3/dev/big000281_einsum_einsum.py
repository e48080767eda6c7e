# Synthesized by cuagent (bench.synth.compose), seed=281, scale=large.
# ops: einsum -> einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 256) / 16.0000)
        self.einsum_1 = nn.Parameter(torch.randn(128, 256) / 16.0000)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_1)
        return x


def get_inputs():
    x = torch.randn(64, 256, 512, 256)
    return [x]


def get_init_inputs():
    return []
