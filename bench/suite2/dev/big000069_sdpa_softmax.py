# Synthesized by cuagent (bench.synth.compose), seed=69, scale=large.
# ops: sdpa -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(256, 64, 256, 256)
    y1 = torch.randn(256, 64, 256, 256)
    y2 = torch.randn(256, 64, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
