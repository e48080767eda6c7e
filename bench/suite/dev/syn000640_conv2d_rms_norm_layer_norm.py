# Synthesized by cuagent (bench.synth.compose), seed=640, scale=h200.
# ops: conv2d -> rms_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.rms_norm_1 = nn.RMSNorm(64)
        self.layer_norm_2 = nn.LayerNorm(64)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.rms_norm_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 16, 1024, 64)
    return [x]


def get_init_inputs():
    return []
