# Synthesized by cuagent (bench.synth.compose), seed=766, scale=h200.
# ops: conv3d -> activation:softplus -> conv3d -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.conv3d_2 = nn.Conv3d(64, 64, kernel_size=3, stride=1, padding=0, bias=False)
        self.tensor_arith_3 = nn.Parameter(1.0 + 0.1 * torch.randn(64, 1, 1, 1))

    def forward(self, x):
        x = self.conv3d_0(x)
        x = F.softplus(x)
        x = self.conv3d_2(x)
        x = x * self.tensor_arith_3
        return x


def get_inputs():
    x = torch.randn(64, 128, 24, 24, 24)
    return [x]


def get_init_inputs():
    return []
