# Synthesized by cuagent (bench.synth.compose), seed=914, scale=h200.
# ops: conv3d -> conv3d -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(16, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.conv3d_1 = nn.Conv3d(128, 16, kernel_size=3, stride=1, padding=1, bias=True)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(16, 1, 1, 1))

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.conv3d_1(x)
        x = x * self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(16, 16, 48, 48, 32)
    return [x]


def get_init_inputs():
    return []
