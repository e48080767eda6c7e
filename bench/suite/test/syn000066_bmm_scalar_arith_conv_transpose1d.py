# Synthesized by cuagent (bench.synth.compose), seed=66, scale=h200.
# ops: bmm -> scalar_arith -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_2 = nn.ConvTranspose1d(2048, 16, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = x / 2.0
        x = self.conv_transpose1d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(16, 2048, 512)
    return [x, y1]


def get_init_inputs():
    return []
