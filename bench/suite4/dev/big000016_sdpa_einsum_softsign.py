# Synthesized by cuagent (bench.synth.compose), seed=16, scale=large.
# ops: sdpa -> einsum -> activation2:softsign
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_1 = nn.Parameter(torch.randn(128, 32) / 5.6569)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_1)
        x = F.softsign(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 2048, 128)
    y1 = torch.randn(32, 32, 2048, 128)
    y2 = torch.randn(32, 32, 2048, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
