# Synthesized by cuagent (bench.synth.compose), seed=230, scale=h200.
# ops: sdpa -> max_pool2d -> activation:hardswish -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=3)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.max_pool2d_1(x)
        x = F.hardswish(x)
        x = F.leaky_relu(x, negative_slope=0.1)
        return x


def get_inputs():
    x = torch.randn(16, 16, 512, 64)
    y1 = torch.randn(16, 16, 512, 64)
    y2 = torch.randn(16, 16, 512, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
