# Synthesized by cuagent (bench.synth.compose), seed=835, scale=h200.
# ops: conv_transpose1d -> linear -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 128, kernel_size=2, stride=1, padding=0, bias=False)
        self.linear_1 = nn.Linear(2049, 4096, bias=True)
        self.group_norm_2 = nn.GroupNorm(8, 128)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.linear_1(x)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 2048)
    return [x]


def get_init_inputs():
    return []
