# Synthesized by cuagent (bench.synth.compose), seed=385, scale=h200.
# ops: sdpa -> conv2d -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(8, 128, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.conv2d_1(x)
        x = x * y3
        return x


def get_inputs():
    x = torch.randn(32, 8, 1024, 64)
    y1 = torch.randn(32, 8, 1024, 64)
    y2 = torch.randn(32, 8, 1024, 64)
    y3 = torch.randn(32, 128, 512, 32)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
