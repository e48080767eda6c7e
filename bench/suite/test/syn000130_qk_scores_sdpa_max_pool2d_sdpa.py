# Synthesized by cuagent (bench.synth.compose), seed=130, scale=h200.
# ops: qk_scores -> sdpa -> max_pool2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2, y3, y4, y5):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=True)
        x = self.max_pool2d_2(x)
        x = F.scaled_dot_product_attention(x, y4, y5, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(32, 16, 256, 128)
    y1 = torch.randn(32, 16, 256, 128)
    y2 = torch.randn(32, 16, 256, 256)
    y3 = torch.randn(32, 16, 256, 256)
    y4 = torch.randn(32, 16, 128, 128)
    y5 = torch.randn(32, 16, 128, 128)
    return [x, y1, y2, y3, y4, y5]


def get_init_inputs():
    return []
