# Synthesized by cuagent (bench.synth.compose), seed=133, scale=large.
# ops: einsum -> reduce2:norm2 -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(32, 16) / 4.0000)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.linalg.vector_norm(x, ord=2, dim=3, keepdim=False)
        x = torch.cumsum(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(64, 16, 8192, 64)
    return [x]


def get_init_inputs():
    return []
