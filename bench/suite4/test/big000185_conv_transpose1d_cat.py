# Synthesized by cuagent (bench.synth.compose), seed=185, scale=large.
# ops: conv_transpose1d -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(64, 64, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 64, 65536)
    y1 = torch.randn(64, 64, 131072)
    return [x, y1]


def get_init_inputs():
    return []
