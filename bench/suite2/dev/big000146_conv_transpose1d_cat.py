# Synthesized by cuagent (bench.synth.compose), seed=146, scale=large.
# ops: conv_transpose1d -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 128, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 512, 16384)
    y1 = torch.randn(128, 128, 32767)
    return [x, y1]


def get_init_inputs():
    return []
