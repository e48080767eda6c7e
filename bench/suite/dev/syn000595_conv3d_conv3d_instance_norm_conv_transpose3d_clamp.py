# Synthesized by cuagent (bench.synth.compose), seed=595, scale=h200.
# ops: conv3d -> conv3d -> instance_norm -> conv_transpose3d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 16, kernel_size=1, stride=2, padding=0, bias=False)
        self.conv3d_1 = nn.Conv3d(16, 128, kernel_size=3, stride=1, padding=1, bias=False)
        self.instance_norm_2 = nn.InstanceNorm3d(128, affine=True)
        self.conv_transpose3d_3 = nn.ConvTranspose3d(128, 64, kernel_size=2, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.conv3d_1(x)
        x = self.instance_norm_2(x)
        x = self.conv_transpose3d_3(x)
        x = torch.clamp(x, min=-2.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(16, 128, 32, 48, 64)
    return [x]


def get_init_inputs():
    return []
