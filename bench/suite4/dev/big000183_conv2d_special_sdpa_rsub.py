# Synthesized by cuagent (bench.synth.compose), seed=183, scale=large.
# ops: conv2d -> special -> sdpa -> binary:rsub
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 64, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x, y1, y2, y3):
        x = self.conv2d_0(x)
        x = torch.logaddexp(x, -x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = 1.5 - x * y3
        return x


def get_inputs():
    x = torch.randn(128, 256, 512, 128)
    y1 = torch.randn(128, 64, 256, 64)
    y2 = torch.randn(128, 64, 256, 64)
    y3 = torch.randn(128, 64, 256, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
