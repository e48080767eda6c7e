# Synthesized by cuagent (bench.synth.compose), seed=229, scale=large.
# ops: conv_transpose3d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(128, 64, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = torch.clamp(x, min=-1.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 128, 64, 96, 48)
    return [x]


def get_init_inputs():
    return []
