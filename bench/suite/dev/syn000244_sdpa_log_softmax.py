# Synthesized by cuagent (bench.synth.compose), seed=244, scale=h200.
# ops: sdpa -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(128, 64, 64, 256)
    y1 = torch.randn(128, 64, 64, 256)
    y2 = torch.randn(128, 64, 64, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
