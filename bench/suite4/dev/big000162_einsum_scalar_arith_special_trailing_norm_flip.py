# Synthesized by cuagent (bench.synth.compose), seed=162, scale=large.
# ops: einsum -> scalar_arith -> special -> trailing_norm -> layout:flip
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(16384, 512) / 22.6274)

    def forward(self, x):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = x - 0.5
        x = torch.logaddexp2(x, 0.5 * x)
        x = F.layer_norm(x, x.shape[-2:])
        x = torch.flip(x, dims=[3])
        return x


def get_inputs():
    x = torch.randn(32, 32, 128, 512)
    return [x]


def get_init_inputs():
    return []
