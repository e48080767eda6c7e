# Synthesized by cuagent (bench.synth.compose), seed=308, scale=large.
# ops: sdpa -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y3, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(128, 128, 512, 128)
    y1 = torch.randn(128, 128, 512, 128)
    y2 = torch.randn(128, 128, 512, 128)
    y3 = torch.randn(128, 128, 512, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
