# Synthesized by cuagent (bench.synth.compose), seed=285, scale=large.
# ops: einsum -> scan:cumsum -> reduce2:norm2 -> binary:minimum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 32768) / 181.0193)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = torch.cumsum(x, dim=2)
        x = torch.linalg.vector_norm(x, ord=2, dim=2, keepdim=True)
        x = torch.minimum(x, y1)
        return x


def get_inputs():
    x = torch.randn(256, 128, 32768)
    y1 = torch.randn(256, 128, 1)
    return [x, y1]


def get_init_inputs():
    return []
