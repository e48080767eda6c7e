# Synthesized by cuagent (bench.synth.compose), seed=319, scale=large.
# ops: sdpa -> reduce2:amin -> scalar_arith -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_3 = nn.LayerNorm(128)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.amin(x, dim=2, keepdim=False)
        x = x + 1.0
        x = self.layer_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 128)
    y1 = torch.randn(64, 512, 256, 128)
    y2 = torch.randn(64, 512, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
