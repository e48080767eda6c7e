# Synthesized by cuagent (bench.synth.compose), seed=540, scale=h200.
# ops: sdpa -> rms_norm -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(256)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=3, stride=3)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.rms_norm_1(x)
        x = self.avg_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 256)
    y1 = torch.randn(128, 32, 128, 256)
    y2 = torch.randn(128, 32, 128, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
