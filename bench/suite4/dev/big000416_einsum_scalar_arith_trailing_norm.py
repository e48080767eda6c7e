# Synthesized by cuagent (bench.synth.compose), seed=416, scale=large.
# ops: einsum -> scalar_arith -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 128) / 11.3137)

    def forward(self, x):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = x / 1.5
        x = F.layer_norm(x, x.shape[-2:])
        return x


def get_inputs():
    x = torch.randn(128, 64, 256, 128)
    return [x]


def get_init_inputs():
    return []
