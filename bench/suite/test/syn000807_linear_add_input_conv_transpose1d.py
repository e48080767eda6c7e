# Synthesized by cuagent (bench.synth.compose), seed=807, scale=h200.
# ops: linear -> tensor_arith:add_input -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 8192, bias=True)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(512, 512, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = x + y1
        x = self.conv_transpose1d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 8192)
    y1 = torch.randn(16, 512, 8192)
    return [x, y1]


def get_init_inputs():
    return []
