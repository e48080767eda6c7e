# Synthesized by cuagent (bench.synth.compose), seed=808, scale=h200.
# ops: sdpa -> conv2d -> activation:leaky_relu -> sdpa -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(256, 512, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.conv2d_1(x)
        x = F.leaky_relu(x, negative_slope=0.1)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=True)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 64, 128)
    y1 = torch.randn(64, 256, 64, 128)
    y2 = torch.randn(64, 256, 64, 128)
    y3 = torch.randn(64, 512, 64, 128)
    y4 = torch.randn(64, 512, 64, 128)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
