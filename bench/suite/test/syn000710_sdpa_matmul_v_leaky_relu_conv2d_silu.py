# Synthesized by cuagent (bench.synth.compose), seed=710, scale=h200.
# ops: sdpa -> matmul_v -> activation:leaky_relu -> conv2d -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_3 = nn.Conv2d(512, 512, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.matmul(x, y3)
        x = F.leaky_relu(x, negative_slope=0.01)
        x = self.conv2d_3(x)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 32, 32)
    y1 = torch.randn(128, 512, 32, 32)
    y2 = torch.randn(128, 512, 32, 32)
    y3 = torch.randn(128, 512, 32, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
