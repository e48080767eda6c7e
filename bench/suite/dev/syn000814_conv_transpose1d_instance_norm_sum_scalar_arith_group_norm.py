# Synthesized by cuagent (bench.synth.compose), seed=814, scale=h200.
# ops: conv_transpose1d -> instance_norm -> reduce:sum -> scalar_arith -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 64, kernel_size=4, stride=1, padding=1, bias=False)
        self.instance_norm_1 = nn.InstanceNorm1d(64, affine=True)
        self.group_norm_4 = nn.GroupNorm(1, 1)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.instance_norm_1(x)
        x = torch.sum(x, dim=1, keepdim=True)
        x = x - 1.0
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 2048)
    return [x]


def get_init_inputs():
    return []
