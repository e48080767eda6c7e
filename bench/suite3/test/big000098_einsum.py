# Synthesized by cuagent (bench.synth.compose), seed=98, scale=large.
# ops: einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 32) / 5.6569)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        return x


def get_inputs():
    x = torch.randn(64, 32, 2048, 128)
    return [x]


def get_init_inputs():
    return []
