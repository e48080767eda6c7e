# Synthesized by cuagent (bench.synth.compose), seed=115, scale=h200.
# ops: conv3d -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 128, kernel_size=3, stride=1, padding=0, bias=False)
        self.instance_norm_1 = nn.InstanceNorm3d(128, affine=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.instance_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 16, 48, 24)
    return [x]


def get_init_inputs():
    return []
