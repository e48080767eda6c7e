# Synthesized by cuagent (bench.synth.compose), seed=228, scale=large.
# ops: conv3d -> softmax:softmax -> inplace_residual -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.inplace_residual_2 = nn.SiLU(inplace=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.softmax(x, dim=1)
        h_inplace_residual_2 = self.inplace_residual_2(x * 0.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = torch.cumsum(x, dim=4)
        return x


def get_inputs():
    x = torch.randn(32, 32, 64, 64, 64)
    return [x]


def get_init_inputs():
    return []
