# Synthesized by cuagent (bench.synth.compose), seed=86, scale=h200.
# ops: conv_transpose3d -> clamp -> conv3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 128, kernel_size=2, stride=1, padding=0, bias=True)
        self.conv3d_2 = nn.Conv3d(128, 16, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = torch.clamp(x, min=-2.0, max=0.5)
        x = self.conv3d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 64, 32, 48)
    return [x]


def get_init_inputs():
    return []
