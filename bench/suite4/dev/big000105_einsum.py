# Synthesized by cuagent (bench.synth.compose), seed=105, scale=large.
# ops: einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 4096) / 64.0000)

    def forward(self, x):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 4096)
    return [x]


def get_init_inputs():
    return []
