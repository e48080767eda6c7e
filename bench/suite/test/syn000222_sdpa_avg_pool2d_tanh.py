# Synthesized by cuagent (bench.synth.compose), seed=222, scale=h200.
# ops: sdpa -> avg_pool2d -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.avg_pool2d_1(x)
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 128, 64)
    y1 = torch.randn(128, 64, 128, 64)
    y2 = torch.randn(128, 64, 128, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
