# Synthesized by cuagent (bench.synth.compose), seed=315, scale=h200.
# ops: conv2d -> activation:elu -> activation:leaky_relu -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 256, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = F.elu(x, alpha=0.5)
        x = F.leaky_relu(x, negative_slope=0.2)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(16, 128, 32, 128)
    y1 = torch.randn(16, 256, 32, 128)
    y2 = torch.randn(16, 256, 32, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
