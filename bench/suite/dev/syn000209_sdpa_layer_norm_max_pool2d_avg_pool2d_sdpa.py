# Synthesized by cuagent (bench.synth.compose), seed=209, scale=h200.
# ops: sdpa -> layer_norm -> max_pool2d -> avg_pool2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(128)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=3, stride=3)
        self.avg_pool2d_3 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.layer_norm_1(x)
        x = self.max_pool2d_2(x)
        x = self.avg_pool2d_3(x)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(64, 128, 128, 128)
    y1 = torch.randn(64, 128, 128, 128)
    y2 = torch.randn(64, 128, 128, 128)
    y3 = torch.randn(64, 128, 21, 21)
    y4 = torch.randn(64, 128, 21, 21)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
