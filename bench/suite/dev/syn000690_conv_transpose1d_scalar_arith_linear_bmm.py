# Synthesized by cuagent (bench.synth.compose), seed=690, scale=h200.
# ops: conv_transpose1d -> scalar_arith -> linear -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(256, 64, kernel_size=3, stride=2, padding=1, bias=False)
        self.linear_2 = nn.Linear(1023, 8192, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = x - 2.0
        x = self.linear_2(x)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 512)
    y1 = torch.randn(32, 8192, 1024)
    return [x, y1]


def get_init_inputs():
    return []
