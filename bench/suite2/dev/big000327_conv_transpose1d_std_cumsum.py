# Synthesized by cuagent (bench.synth.compose), seed=327, scale=large.
# ops: conv_transpose1d -> reduce2:std -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 32, kernel_size=4, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.std(x, dim=1, keepdim=False)
        x = torch.cumsum(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
