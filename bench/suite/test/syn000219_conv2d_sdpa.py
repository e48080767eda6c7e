# Synthesized by cuagent (bench.synth.compose), seed=219, scale=h200.
# ops: conv2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 128, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(16, 16, 128, 128)
    y1 = torch.randn(16, 128, 128, 128)
    y2 = torch.randn(16, 128, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
