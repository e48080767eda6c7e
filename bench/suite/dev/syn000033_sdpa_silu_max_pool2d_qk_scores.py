# Synthesized by cuagent (bench.synth.compose), seed=33, scale=h200.
# ops: sdpa -> activation:silu -> max_pool2d -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = F.silu(x)
        x = self.max_pool2d_2(x)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.1768
        return x


def get_inputs():
    x = torch.randn(64, 256, 128, 64)
    y1 = torch.randn(64, 256, 128, 64)
    y2 = torch.randn(64, 256, 128, 64)
    y3 = torch.randn(64, 256, 64, 32)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
