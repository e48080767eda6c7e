# Synthesized by cuagent (bench.synth.compose), seed=811, scale=h200.
# ops: conv3d -> activation:tanh -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.instance_norm_2 = nn.InstanceNorm3d(32, affine=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.tanh(x)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 64, 16, 24)
    return [x]


def get_init_inputs():
    return []
