# Synthesized by cuagent (bench.synth.compose), seed=253, scale=h200.
# ops: sdpa -> conv_transpose2d -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_1 = nn.ConvTranspose2d(16, 128, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.conv_transpose2d_1(x)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(128, 16, 64, 64)
    y1 = torch.randn(128, 16, 64, 64)
    y2 = torch.randn(128, 16, 64, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
