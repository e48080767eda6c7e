# Synthesized by cuagent (bench.synth.compose), seed=114, scale=large.
# ops: einsum -> scan:exclusive -> layout:flip
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 128) / 11.3137)

    def forward(self, x):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = torch.cumsum(x, dim=1) - x
        x = torch.flip(x, dims=[3])
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 128)
    return [x]


def get_init_inputs():
    return []
