# Synthesized by cuagent (bench.synth.compose), seed=455, scale=h200.
# ops: conv_transpose2d -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 128, kernel_size=4, stride=1, padding=1, bias=True)
        self.instance_norm_1 = nn.InstanceNorm2d(128, affine=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.instance_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 128, 64)
    return [x]


def get_init_inputs():
    return []
