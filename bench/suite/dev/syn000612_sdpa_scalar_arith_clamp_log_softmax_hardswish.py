# Synthesized by cuagent (bench.synth.compose), seed=612, scale=h200.
# ops: sdpa -> scalar_arith -> clamp -> softmax:log_softmax -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = x * 2.0
        x = torch.clamp(x, min=-1.0, max=1.0)
        x = torch.log_softmax(x, dim=-1)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 64)
    y1 = torch.randn(32, 64, 256, 64)
    y2 = torch.randn(32, 64, 256, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
