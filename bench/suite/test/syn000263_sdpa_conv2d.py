# Synthesized by cuagent (bench.synth.compose), seed=263, scale=h200.
# ops: sdpa -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(32, 128, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.conv2d_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 32)
    y1 = torch.randn(128, 32, 128, 32)
    y2 = torch.randn(128, 32, 128, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
