# Synthesized by cuagent (bench.synth.compose), seed=625, scale=h200.
# ops: conv2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 32, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 64)
    y1 = torch.randn(32, 32, 512, 32)
    y2 = torch.randn(32, 32, 512, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
