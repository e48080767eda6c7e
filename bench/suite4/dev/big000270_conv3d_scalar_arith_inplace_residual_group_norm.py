# Synthesized by cuagent (bench.synth.compose), seed=270, scale=large.
# ops: conv3d -> scalar_arith -> inplace_residual -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 32, kernel_size=3, stride=2, padding=1, bias=False)
        self.inplace_residual_2 = nn.ReLU(inplace=True)
        self.group_norm_3 = nn.GroupNorm(8, 32)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = x * 2.0
        h_inplace_residual_2 = self.inplace_residual_2(x * 0.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 48, 64, 48)
    return [x]


def get_init_inputs():
    return []
