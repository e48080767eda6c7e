# Synthesized by cuagent (bench.synth.compose), seed=174, scale=h200.
# ops: linear -> clamp -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(512, 64, kernel_size=4, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-2.0, max=1.0)
        x = self.conv_transpose1d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 4096)
    return [x]


def get_init_inputs():
    return []
