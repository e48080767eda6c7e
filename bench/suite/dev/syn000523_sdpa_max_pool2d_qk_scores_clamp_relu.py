# Synthesized by cuagent (bench.synth.compose), seed=523, scale=h200.
# ops: sdpa -> max_pool2d -> qk_scores -> clamp -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=2)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.max_pool2d_1(x)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.1796
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 128, 64)
    y1 = torch.randn(64, 64, 128, 64)
    y2 = torch.randn(64, 64, 128, 64)
    y3 = torch.randn(64, 64, 63, 31)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
