# Synthesized by cuagent (bench.synth.compose), seed=167, scale=h200.
# ops: conv2d -> conv2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(8, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.conv2d_1 = nn.Conv2d(128, 128, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = self.conv2d_1(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(16, 8, 256, 128)
    y1 = torch.randn(16, 128, 256, 128)
    y2 = torch.randn(16, 128, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
