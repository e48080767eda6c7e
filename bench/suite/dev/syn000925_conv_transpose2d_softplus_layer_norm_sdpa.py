# Synthesized by cuagent (bench.synth.compose), seed=925, scale=h200.
# ops: conv_transpose2d -> activation:softplus -> layer_norm -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 256, kernel_size=3, stride=1, padding=0, bias=False)
        self.layer_norm_2 = nn.LayerNorm(66)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = F.softplus(x)
        x = self.layer_norm_2(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(32, 16, 256, 64)
    y1 = torch.randn(32, 256, 258, 66)
    y2 = torch.randn(32, 256, 258, 66)
    return [x, y1, y2]


def get_init_inputs():
    return []
