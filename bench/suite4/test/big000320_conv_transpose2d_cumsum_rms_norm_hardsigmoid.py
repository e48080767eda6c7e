# Synthesized by cuagent (bench.synth.compose), seed=320, scale=large.
# ops: conv_transpose2d -> scan:cumsum -> rms_norm -> activation2:hardsigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 128, kernel_size=2, stride=2, padding=0, bias=True)
        self.rms_norm_2 = nn.RMSNorm(256)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.cumsum(x, dim=3)
        x = self.rms_norm_2(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 128)
    return [x]


def get_init_inputs():
    return []
