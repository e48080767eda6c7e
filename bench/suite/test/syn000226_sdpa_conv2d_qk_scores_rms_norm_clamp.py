# Synthesized by cuagent (bench.synth.compose), seed=226, scale=h200.
# ops: sdpa -> conv2d -> qk_scores -> rms_norm -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(128, 32, kernel_size=1, stride=1, padding=0, bias=False)
        self.rms_norm_3 = nn.RMSNorm(64)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.conv2d_1(x)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0884
        x = self.rms_norm_3(x)
        x = torch.clamp(x, min=-2.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(128, 128, 64, 128)
    y1 = torch.randn(128, 128, 64, 128)
    y2 = torch.randn(128, 128, 64, 128)
    y3 = torch.randn(128, 32, 64, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
