# Synthesized by cuagent (bench.synth.compose), seed=668, scale=h200.
# ops: conv3d -> instance_norm -> scalar_arith -> max_pool3d -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.instance_norm_1 = nn.InstanceNorm3d(64, affine=True)
        self.max_pool3d_3 = nn.MaxPool3d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.instance_norm_1(x)
        x = x - 2.0
        x = self.max_pool3d_3(x)
        x = F.leaky_relu(x, negative_slope=0.2)
        return x


def get_inputs():
    x = torch.randn(64, 32, 16, 16, 24)
    return [x]


def get_init_inputs():
    return []
