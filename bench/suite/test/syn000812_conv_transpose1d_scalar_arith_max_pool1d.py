# Synthesized by cuagent (bench.synth.compose), seed=812, scale=h200.
# ops: conv_transpose1d -> scalar_arith -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 512, kernel_size=4, stride=2, padding=1, bias=True)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = x - 0.5
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 512)
    return [x]


def get_init_inputs():
    return []
