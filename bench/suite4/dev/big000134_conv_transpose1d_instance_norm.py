# Synthesized by cuagent (bench.synth.compose), seed=134, scale=large.
# ops: conv_transpose1d -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(8192, 256, kernel_size=3, stride=2, padding=0, bias=True)
        self.instance_norm_1 = nn.InstanceNorm1d(256, affine=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.instance_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
