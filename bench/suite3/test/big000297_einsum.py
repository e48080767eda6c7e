# Synthesized by cuagent (bench.synth.compose), seed=297, scale=large.
# ops: einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 65536) / 256.0000)

    def forward(self, x):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        return x


def get_inputs():
    x = torch.randn(32, 512, 65536)
    return [x]


def get_init_inputs():
    return []
