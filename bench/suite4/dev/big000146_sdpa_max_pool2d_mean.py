# Synthesized by cuagent (bench.synth.compose), seed=146, scale=large.
# ops: sdpa -> max_pool2d -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=3)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.max_pool2d_1(x)
        x = torch.mean(x, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 64, 512, 256)
    y1 = torch.randn(128, 64, 512, 256)
    y2 = torch.randn(128, 64, 512, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
