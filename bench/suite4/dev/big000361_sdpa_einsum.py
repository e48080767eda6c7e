# Synthesized by cuagent (bench.synth.compose), seed=361, scale=large.
# ops: sdpa -> einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_1 = nn.Parameter(torch.randn(256, 32) / 5.6569)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_1)
        return x


def get_inputs():
    x = torch.randn(64, 32, 2048, 64)
    y1 = torch.randn(64, 32, 2048, 64)
    y2 = torch.randn(64, 32, 2048, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
