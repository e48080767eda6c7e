# Synthesized by cuagent (bench.synth.compose), seed=112, scale=large.
# ops: conv_transpose1d -> max_pool1d -> scalar_arith -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 32, kernel_size=4, stride=2, padding=1, bias=False)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.group_norm_3 = nn.GroupNorm(4, 32)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.max_pool1d_1(x)
        x = x / 3.0
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 65536)
    return [x]


def get_init_inputs():
    return []
