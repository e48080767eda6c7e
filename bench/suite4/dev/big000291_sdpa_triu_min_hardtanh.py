# Synthesized by cuagent (bench.synth.compose), seed=291, scale=large.
# ops: sdpa -> layout:triu -> reduce:min -> activation2:hardtanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.triu(x, diagonal=1)
        x = torch.min(x, dim=3, keepdim=False)[0]
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        return x


def get_inputs():
    x = torch.randn(256, 256, 256, 128)
    y1 = torch.randn(256, 256, 256, 128)
    y2 = torch.randn(256, 256, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
