# Synthesized by cuagent (bench.synth.compose), seed=265, scale=large.
# ops: sdpa -> conv2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(256, 32, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.conv2d_1(x)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 256)
    y1 = torch.randn(128, 256, 128, 256)
    y2 = torch.randn(128, 256, 128, 256)
    y3 = torch.randn(128, 32, 128, 256)
    y4 = torch.randn(128, 32, 128, 256)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
