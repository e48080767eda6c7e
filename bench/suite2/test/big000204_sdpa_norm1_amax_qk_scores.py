# Synthesized by cuagent (bench.synth.compose), seed=204, scale=large.
# ops: sdpa -> reduce2:norm1 -> reduce:amax -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=False)
        x = torch.amax(x, dim=1, keepdim=True)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0625
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 256)
    y1 = torch.randn(64, 512, 256, 256)
    y2 = torch.randn(64, 512, 256, 256)
    y3 = torch.randn(64, 1, 256)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
