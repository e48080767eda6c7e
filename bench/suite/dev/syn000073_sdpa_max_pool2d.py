# Synthesized by cuagent (bench.synth.compose), seed=73, scale=h200.
# ops: sdpa -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.max_pool2d_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 256, 32)
    y1 = torch.randn(128, 32, 256, 32)
    y2 = torch.randn(128, 32, 256, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
