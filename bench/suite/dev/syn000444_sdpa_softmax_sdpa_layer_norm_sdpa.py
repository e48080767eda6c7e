# Synthesized by cuagent (bench.synth.compose), seed=444, scale=h200.
# ops: sdpa -> softmax:softmax -> sdpa -> layer_norm -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_3 = nn.LayerNorm(32)

    def forward(self, x, y1, y2, y3, y4, y5, y6):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.softmax(x, dim=1)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=False)
        x = self.layer_norm_3(x)
        x = F.scaled_dot_product_attention(x, y5, y6, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 32)
    y1 = torch.randn(128, 256, 128, 32)
    y2 = torch.randn(128, 256, 128, 32)
    y3 = torch.randn(128, 256, 128, 32)
    y4 = torch.randn(128, 256, 128, 32)
    y5 = torch.randn(128, 256, 128, 32)
    y6 = torch.randn(128, 256, 128, 32)
    return [x, y1, y2, y3, y4, y5, y6]


def get_init_inputs():
    return []
