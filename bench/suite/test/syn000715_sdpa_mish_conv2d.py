# Synthesized by cuagent (bench.synth.compose), seed=715, scale=h200.
# ops: sdpa -> activation:mish -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_2 = nn.Conv2d(64, 128, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = F.mish(x)
        x = self.conv2d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 128)
    y1 = torch.randn(32, 64, 256, 128)
    y2 = torch.randn(32, 64, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
