# Synthesized by cuagent (bench.synth.compose), seed=140, scale=large.
# ops: conv_transpose1d -> tensor_arith:mul_param -> scan:reverse -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 128, kernel_size=2, stride=2, padding=0, bias=False)
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(128, 1))
        self.instance_norm_3 = nn.InstanceNorm1d(128, affine=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = x * self.tensor_arith_1
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 512, 16384)
    return [x]


def get_init_inputs():
    return []
