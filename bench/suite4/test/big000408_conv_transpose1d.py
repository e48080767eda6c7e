# Synthesized by cuagent (bench.synth.compose), seed=408, scale=large.
# ops: conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 128, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    return [x]


def get_init_inputs():
    return []
