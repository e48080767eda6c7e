# Synthesized by cuagent (bench.synth.compose), seed=794, scale=h200.
# ops: conv2d -> sdpa -> clamp -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(8, 512, kernel_size=5, stride=2, padding=2, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(16, 8, 256, 64)
    y1 = torch.randn(16, 512, 128, 32)
    y2 = torch.randn(16, 512, 128, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
