# Synthesized by cuagent (bench.synth.compose), seed=406, scale=h200.
# ops: sdpa -> tensor_arith:sub_input -> qk_scores -> matmul_v -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3, y4, y5):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = x - y3
        x = torch.matmul(x, y4.transpose(-2, -1)) * 0.0625
        x = torch.matmul(x, y5)
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 32, 256)
    y1 = torch.randn(128, 128, 32, 256)
    y2 = torch.randn(128, 128, 32, 256)
    y3 = torch.randn(128, 128, 32, 256)
    y4 = torch.randn(128, 128, 32, 256)
    y5 = torch.randn(128, 128, 32, 128)
    return [x, y1, y2, y3, y4, y5]


def get_init_inputs():
    return []
