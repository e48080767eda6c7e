# Synthesized by cuagent (bench.synth.compose), seed=774, scale=h200.
# ops: sdpa -> scalar_arith -> activation:hardswish -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_3 = nn.MaxPool2d(kernel_size=3, stride=3)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = x - 1.0
        x = F.hardswish(x)
        x = self.max_pool2d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 8, 1024, 64)
    y1 = torch.randn(32, 8, 1024, 64)
    y2 = torch.randn(32, 8, 1024, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
