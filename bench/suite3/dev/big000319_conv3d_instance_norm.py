# Synthesized by cuagent (bench.synth.compose), seed=319, scale=large.
# ops: conv3d -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 512, kernel_size=3, stride=1, padding=0, bias=True)
        self.instance_norm_1 = nn.InstanceNorm3d(512, affine=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.instance_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 32, 48, 32)
    return [x]


def get_init_inputs():
    return []
