# Synthesized by cuagent (bench.synth.compose), seed=138, scale=h200.
# ops: conv2d -> sdpa -> qk_scores -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 32, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x, y1, y2, y3):
        x = self.conv2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.1826
        x = x + 1.0
        return x


def get_inputs():
    x = torch.randn(16, 512, 256, 32)
    y1 = torch.randn(16, 32, 254, 30)
    y2 = torch.randn(16, 32, 254, 30)
    y3 = torch.randn(16, 32, 254, 30)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
