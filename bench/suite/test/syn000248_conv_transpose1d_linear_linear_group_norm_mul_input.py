# Synthesized by cuagent (bench.synth.compose), seed=248, scale=h200.
# ops: conv_transpose1d -> linear -> linear -> group_norm -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 256, kernel_size=4, stride=2, padding=0, bias=True)
        self.linear_1 = nn.Linear(4098, 8192, bias=False)
        self.linear_2 = nn.Linear(8192, 1024, bias=True)
        self.group_norm_3 = nn.GroupNorm(4, 256)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = self.linear_1(x)
        x = self.linear_2(x)
        x = self.group_norm_3(x)
        x = x * y1
        return x


def get_inputs():
    x = torch.randn(64, 512, 2048)
    y1 = torch.randn(64, 256, 1024)
    return [x, y1]


def get_init_inputs():
    return []
