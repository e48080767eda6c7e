# Synthesized by cuagent (bench.synth.compose), seed=272, scale=large.
# ops: matmul -> einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_1 = nn.Parameter(torch.randn(16384, 1024) / 32.0000)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_1)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 4096)
    y1 = torch.randn(4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
