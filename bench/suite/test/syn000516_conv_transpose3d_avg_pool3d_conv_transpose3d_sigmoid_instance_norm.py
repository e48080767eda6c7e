# Synthesized by cuagent (bench.synth.compose), seed=516, scale=h200.
# ops: conv_transpose3d -> avg_pool3d -> conv_transpose3d -> activation:sigmoid -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(128, 32, kernel_size=3, stride=1, padding=0, bias=False)
        self.avg_pool3d_1 = nn.AvgPool3d(kernel_size=3, stride=3)
        self.conv_transpose3d_2 = nn.ConvTranspose3d(32, 16, kernel_size=2, stride=2, padding=0, bias=True)
        self.instance_norm_4 = nn.InstanceNorm3d(16, affine=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.avg_pool3d_1(x)
        x = self.conv_transpose3d_2(x)
        x = torch.sigmoid(x)
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 128, 64, 32, 24)
    return [x]


def get_init_inputs():
    return []
