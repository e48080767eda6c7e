# Synthesized by cuagent (bench.synth.compose), seed=658, scale=h200.
# ops: sdpa -> max_pool2d -> reduce:mean -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=3)
        self.linear_3 = nn.Linear(42, 512, bias=False)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.max_pool2d_1(x)
        x = torch.mean(x, dim=2, keepdim=False)
        x = self.linear_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 128, 128)
    y1 = torch.randn(64, 128, 128, 128)
    y2 = torch.randn(64, 128, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
