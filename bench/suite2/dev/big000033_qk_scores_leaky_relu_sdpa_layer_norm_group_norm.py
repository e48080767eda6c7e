# Synthesized by cuagent (bench.synth.compose), seed=33, scale=large.
# ops: qk_scores -> activation:leaky_relu -> sdpa -> layer_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_3 = nn.LayerNorm(128)
        self.group_norm_4 = nn.GroupNorm(2, 512)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.leaky_relu(x, negative_slope=0.2)
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=False)
        x = self.layer_norm_3(x)
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 512)
    y1 = torch.randn(32, 512, 128, 512)
    y2 = torch.randn(32, 512, 128, 128)
    y3 = torch.randn(32, 512, 128, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
