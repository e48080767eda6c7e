# Synthesized by cuagent (bench.synth.compose), seed=431, scale=h200.
# ops: sdpa -> conv2d -> clamp -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(8, 128, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.conv2d_1(x)
        x = torch.clamp(x, min=-2.0, max=2.0)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(16, 8, 512, 64)
    y1 = torch.randn(16, 8, 512, 64)
    y2 = torch.randn(16, 8, 512, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
