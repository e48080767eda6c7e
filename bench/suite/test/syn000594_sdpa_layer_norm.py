# Synthesized by cuagent (bench.synth.compose), seed=594, scale=h200.
# ops: sdpa -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(256)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 128, 256)
    y1 = torch.randn(32, 256, 128, 256)
    y2 = torch.randn(32, 256, 128, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
