# Synthesized by cuagent (bench.synth.compose), seed=582, scale=h200.
# ops: sdpa -> conv2d -> rms_norm -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(16, 16, kernel_size=3, stride=1, padding=0, bias=False)
        self.rms_norm_2 = nn.RMSNorm(62)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.conv2d_1(x)
        x = self.rms_norm_2(x)
        x = x - y3
        return x


def get_inputs():
    x = torch.randn(16, 16, 2048, 64)
    y1 = torch.randn(16, 16, 2048, 64)
    y2 = torch.randn(16, 16, 2048, 64)
    y3 = torch.randn(16, 16, 2046, 62)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
