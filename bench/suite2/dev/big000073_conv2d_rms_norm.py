# Synthesized by cuagent (bench.synth.compose), seed=73, scale=large.
# ops: conv2d -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 128, kernel_size=3, stride=2, padding=1, bias=True)
        self.rms_norm_1 = nn.RMSNorm(128)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.rms_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 512, 256)
    return [x]


def get_init_inputs():
    return []
