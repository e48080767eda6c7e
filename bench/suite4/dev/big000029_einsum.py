# Synthesized by cuagent (bench.synth.compose), seed=29, scale=large.
# ops: einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(4096, 2048) / 45.2548)

    def forward(self, x):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
