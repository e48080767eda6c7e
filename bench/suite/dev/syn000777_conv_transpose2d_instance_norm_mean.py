# Synthesized by cuagent (bench.synth.compose), seed=777, scale=h200.
# ops: conv_transpose2d -> instance_norm -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 128, kernel_size=4, stride=2, padding=0, bias=False)
        self.instance_norm_1 = nn.InstanceNorm2d(128, affine=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.instance_norm_1(x)
        x = torch.mean(x, dim=3, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(128, 64, 32, 32)
    return [x]


def get_init_inputs():
    return []
