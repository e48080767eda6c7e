# Synthesized by cuagent (bench.synth.compose), seed=303, scale=h200.
# ops: conv2d -> conv_transpose2d -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 256, kernel_size=3, stride=1, padding=1, bias=True)
        self.conv_transpose2d_1 = nn.ConvTranspose2d(256, 512, kernel_size=3, stride=1, padding=0, bias=True)
        self.rms_norm_2 = nn.RMSNorm(66)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.conv_transpose2d_1(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 32, 64)
    return [x]


def get_init_inputs():
    return []
