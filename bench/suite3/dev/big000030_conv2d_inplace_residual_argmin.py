# Synthesized by cuagent (bench.synth.compose), seed=30, scale=large.
# ops: conv2d -> inplace_residual -> reduce2:argmin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 32, kernel_size=1, stride=1, padding=0, bias=True)
        self.inplace_residual_1 = nn.ReLU(inplace=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        h_inplace_residual_1 = self.inplace_residual_1(x * 0.5)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = torch.argmin(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(128, 128, 512, 128)
    return [x]


def get_init_inputs():
    return []
