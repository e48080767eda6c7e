# Synthesized by cuagent (bench.synth.compose), seed=417, scale=large.
# ops: sdpa -> avg_pool2d -> resample:bilinear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.avg_pool2d_1(x)
        x = F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=False)
        return x


def get_inputs():
    x = torch.randn(256, 256, 128, 256)
    y1 = torch.randn(256, 256, 128, 256)
    y2 = torch.randn(256, 256, 128, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
