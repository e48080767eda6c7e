# Synthesized by cuagent (bench.synth.compose), seed=337, scale=h200.
# ops: conv2d -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(8, 64, kernel_size=5, stride=1, padding=2, bias=True)
        self.tensor_arith_1 = nn.Parameter(torch.randn(64, 1, 1))

    def forward(self, x):
        x = self.conv2d_0(x)
        x = x + self.tensor_arith_1
        return x


def get_inputs():
    x = torch.randn(32, 8, 2048, 64)
    return [x]


def get_init_inputs():
    return []
