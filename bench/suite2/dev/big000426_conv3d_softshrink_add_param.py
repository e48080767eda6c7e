# Synthesized by cuagent (bench.synth.compose), seed=426, scale=large.
# ops: conv3d -> activation2:softshrink -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.tensor_arith_2 = nn.Parameter(torch.randn(128, 1, 1, 1))

    def forward(self, x):
        x = self.conv3d_0(x)
        x = F.softshrink(x, lambd=0.25)
        x = x + self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(128, 32, 64, 64, 32)
    return [x]


def get_init_inputs():
    return []
