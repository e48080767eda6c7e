# Synthesized by cuagent (bench.synth.compose), seed=161, scale=h200.
# ops: conv_transpose1d -> scalar_arith -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 256, kernel_size=4, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = x - 0.5
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(32, 512, 1024)
    return [x]


def get_init_inputs():
    return []
