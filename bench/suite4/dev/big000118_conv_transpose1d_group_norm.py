# Synthesized by cuagent (bench.synth.compose), seed=118, scale=large.
# ops: conv_transpose1d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(8192, 128, kernel_size=3, stride=2, padding=1, bias=True)
        self.group_norm_1 = nn.GroupNorm(4, 128)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.group_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
