# Synthesized by cuagent (bench.synth.compose), seed=329, scale=h200.
# ops: conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 512, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 512)
    return [x]


def get_init_inputs():
    return []
