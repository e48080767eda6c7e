# Synthesized by cuagent (bench.synth.compose), seed=127, scale=large.
# ops: conv_transpose3d -> scan:cumsum -> group_norm -> instance_norm -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.group_norm_2 = nn.GroupNorm(8, 256)
        self.instance_norm_3 = nn.InstanceNorm3d(256, affine=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = torch.cumsum(x, dim=4)
        x = self.group_norm_2(x)
        x = self.instance_norm_3(x)
        x = torch.clamp(x, min=-2.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 64, 48, 32, 96)
    return [x]


def get_init_inputs():
    return []
