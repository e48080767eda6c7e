# Synthesized by cuagent (bench.synth.compose), seed=497, scale=h200.
# ops: sdpa -> softmax:log_softmax -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.log_softmax(x, dim=1)
        x = x * 1.5
        return x


def get_inputs():
    x = torch.randn(32, 256, 128, 64)
    y1 = torch.randn(32, 256, 128, 64)
    y2 = torch.randn(32, 256, 128, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
