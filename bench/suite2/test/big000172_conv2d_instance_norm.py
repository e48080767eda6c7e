# Synthesized by cuagent (bench.synth.compose), seed=172, scale=large.
# ops: conv2d -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=1, stride=1, padding=0, bias=True)
        self.instance_norm_1 = nn.InstanceNorm2d(32, affine=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.instance_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 256)
    return [x]


def get_init_inputs():
    return []
