# Synthesized by cuagent (bench.synth.compose), seed=71, scale=large.
# ops: einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 256) / 16.0000)

    def forward(self, x):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 256)
    return [x]


def get_init_inputs():
    return []
