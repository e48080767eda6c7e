# Synthesized by cuagent (bench.synth.compose), seed=10, scale=large.
# ops: sdpa -> layout:transpose
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = x.transpose(1, 2).contiguous()
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 256)
    y1 = torch.randn(64, 512, 256, 256)
    y2 = torch.randn(64, 512, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
