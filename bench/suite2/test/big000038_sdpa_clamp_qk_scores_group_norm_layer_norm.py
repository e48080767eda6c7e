# Synthesized by cuagent (bench.synth.compose), seed=38, scale=large.
# ops: sdpa -> clamp -> qk_scores -> group_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_3 = nn.GroupNorm(2, 64)
        self.layer_norm_4 = nn.LayerNorm(512)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.clamp(x, min=-2.0, max=0.5)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0884
        x = self.group_norm_3(x)
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 512, 128)
    y1 = torch.randn(64, 64, 512, 128)
    y2 = torch.randn(64, 64, 512, 128)
    y3 = torch.randn(64, 64, 512, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
