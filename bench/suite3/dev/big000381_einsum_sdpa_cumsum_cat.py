# Synthesized by cuagent (bench.synth.compose), seed=381, scale=large.
# ops: einsum -> sdpa -> scan:cumsum -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 128) / 11.3137)

    def forward(self, x, y1, y2, y3):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.cumsum(x, dim=3)
        x = torch.cat([x, y3], dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 256)
    y1 = torch.randn(128, 128, 256, 256)
    y2 = torch.randn(128, 128, 256, 256)
    y3 = torch.randn(128, 64, 256, 256)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
