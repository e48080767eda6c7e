# Synthesized by cuagent (bench.synth.compose), seed=404, scale=h200.
# ops: sdpa -> max_pool2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=3)

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.max_pool2d_1(x)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(16, 8, 2048, 128)
    y1 = torch.randn(16, 8, 2048, 128)
    y2 = torch.randn(16, 8, 2048, 128)
    y3 = torch.randn(16, 8, 682, 42)
    y4 = torch.randn(16, 8, 682, 42)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
