# Synthesized by cuagent (bench.synth.compose), seed=365, scale=large.
# ops: conv2d -> instance_norm -> inplace_residual -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=3, stride=1, padding=1, bias=False)
        self.instance_norm_1 = nn.InstanceNorm2d(32, affine=True)
        self.inplace_residual_2 = nn.ReLU6(inplace=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = self.instance_norm_1(x)
        h_inplace_residual_2 = self.inplace_residual_2(x * 1.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = F.normalize(x + y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 512)
    y1 = torch.randn(256, 32, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
