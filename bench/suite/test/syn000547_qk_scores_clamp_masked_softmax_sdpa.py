# Synthesized by cuagent (bench.synth.compose), seed=547, scale=h200.
# ops: qk_scores -> clamp -> masked_softmax -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_2_mask", torch.tril(torch.ones(128, 128)))

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = torch.clamp(x, min=-2.0, max=2.0)
        x = torch.softmax(x.masked_fill(self.masked_softmax_2_mask == 0, float("-inf")), dim=-1)
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(64, 256, 128, 64)
    y1 = torch.randn(64, 256, 128, 64)
    y2 = torch.randn(64, 256, 128, 128)
    y3 = torch.randn(64, 256, 128, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
