# Synthesized by cuagent (bench.synth.compose), seed=101, scale=h200.
# ops: conv2d -> scalar_arith -> conv_transpose2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 64, kernel_size=5, stride=1, padding=2, bias=True)
        self.conv_transpose2d_2 = nn.ConvTranspose2d(64, 32, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = x * 0.5
        x = self.conv_transpose2d_2(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(32, 16, 256, 128)
    y1 = torch.randn(32, 32, 258, 130)
    y2 = torch.randn(32, 32, 258, 130)
    return [x, y1, y2]


def get_init_inputs():
    return []
