# Synthesized by cuagent (bench.synth.compose), seed=110, scale=large.
# ops: einsum -> special -> binary:lerp -> scalar_arith -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 4096) / 64.0000)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = torch.logaddexp(x, -x)
        x = torch.lerp(x, y1, 0.3)
        x = x + 2.0
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(32, 8192, 1024)
    return [x, y1]


def get_init_inputs():
    return []
