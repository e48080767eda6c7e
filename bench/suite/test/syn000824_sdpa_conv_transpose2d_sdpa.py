# Synthesized by cuagent (bench.synth.compose), seed=824, scale=h200.
# ops: sdpa -> conv_transpose2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_1 = nn.ConvTranspose2d(256, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.conv_transpose2d_1(x)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(64, 256, 64, 256)
    y1 = torch.randn(64, 256, 64, 256)
    y2 = torch.randn(64, 256, 64, 256)
    y3 = torch.randn(64, 64, 64, 256)
    y4 = torch.randn(64, 64, 64, 256)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
