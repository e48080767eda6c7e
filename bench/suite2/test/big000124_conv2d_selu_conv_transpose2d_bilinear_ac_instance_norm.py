# Synthesized by cuagent (bench.synth.compose), seed=124, scale=large.
# ops: conv2d -> activation2:selu -> conv_transpose2d -> resample:bilinear_ac -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 512, kernel_size=1, stride=1, padding=0, bias=True)
        self.conv_transpose2d_2 = nn.ConvTranspose2d(512, 128, kernel_size=2, stride=1, padding=0, bias=True)
        self.instance_norm_4 = nn.InstanceNorm2d(128, affine=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.selu(x)
        x = self.conv_transpose2d_2(x)
        x = F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=True)
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 1024, 64)
    return [x]


def get_init_inputs():
    return []
