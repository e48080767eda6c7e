# Synthesized by cuagent (bench.synth.compose), seed=119, scale=large.
# ops: conv2d -> layer_norm -> binary:rsub
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 128, kernel_size=5, stride=1, padding=2, bias=True)
        self.layer_norm_1 = nn.LayerNorm(128)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = self.layer_norm_1(x)
        x = 1.5 - x * y1
        return x


def get_inputs():
    x = torch.randn(64, 16, 1024, 128)
    y1 = torch.randn(64, 128, 1024, 128)
    return [x, y1]


def get_init_inputs():
    return []
