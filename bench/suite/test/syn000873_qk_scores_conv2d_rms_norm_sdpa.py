# Synthesized by cuagent (bench.synth.compose), seed=873, scale=h200.
# ops: qk_scores -> conv2d -> rms_norm -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(16, 64, kernel_size=3, stride=2, padding=1, bias=False)
        self.rms_norm_2 = nn.RMSNorm(128)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = self.conv2d_1(x)
        x = self.rms_norm_2(x)
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(32, 16, 256, 64)
    y1 = torch.randn(32, 16, 256, 64)
    y2 = torch.randn(32, 64, 128, 128)
    y3 = torch.randn(32, 64, 128, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
