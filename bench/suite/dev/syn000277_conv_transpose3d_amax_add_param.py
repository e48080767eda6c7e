# Synthesized by cuagent (bench.synth.compose), seed=277, scale=h200.
# ops: conv_transpose3d -> reduce:amax -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 32, kernel_size=4, stride=1, padding=0, bias=True)
        self.tensor_arith_2 = nn.Parameter(torch.randn(32, 1, 1, 1))

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = torch.amax(x, dim=2, keepdim=True)
        x = x + self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(64, 64, 16, 64, 32)
    return [x]


def get_init_inputs():
    return []
