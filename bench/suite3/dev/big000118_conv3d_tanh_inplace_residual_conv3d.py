# Synthesized by cuagent (bench.synth.compose), seed=118, scale=large.
# ops: conv3d -> activation:tanh -> inplace_residual -> conv3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 512, kernel_size=1, stride=1, padding=0, bias=True)
        self.inplace_residual_2 = nn.ReLU6(inplace=True)
        self.conv3d_3 = nn.Conv3d(512, 32, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.tanh(x)
        h_inplace_residual_2 = self.inplace_residual_2(x * 2.0)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = self.conv3d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 32, 64, 32)
    return [x]


def get_init_inputs():
    return []
