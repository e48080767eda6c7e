# Synthesized by cuagent (bench.synth.compose), seed=136, scale=large.
# ops: conv_transpose2d -> binary:rsub -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 32, kernel_size=2, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = 1.5 - x * y1
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(256, 128, 128, 512)
    y1 = torch.randn(256, 32, 129, 513)
    return [x, y1]


def get_init_inputs():
    return []
