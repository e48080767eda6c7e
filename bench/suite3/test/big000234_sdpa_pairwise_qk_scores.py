# Synthesized by cuagent (bench.synth.compose), seed=234, scale=large.
# ops: sdpa -> distance:pairwise -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = F.pairwise_distance(x, y3)
        x = torch.matmul(x, y4.transpose(-2, -1)) * 0.0884
        return x


def get_inputs():
    x = torch.randn(128, 512, 128, 128)
    y1 = torch.randn(128, 512, 128, 128)
    y2 = torch.randn(128, 512, 128, 128)
    y3 = torch.randn(128, 512, 128, 128)
    y4 = torch.randn(128, 512, 128)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
