# Synthesized by cuagent (bench.synth.compose), seed=339, scale=large.
# ops: rms_norm -> conv_transpose2d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_0 = nn.RMSNorm(512)
        self.conv_transpose2d_1 = nn.ConvTranspose2d(64, 64, kernel_size=4, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.rms_norm_0(x)
        x = self.conv_transpose2d_1(x)
        x = torch.clamp(x, min=-2.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 64, 512, 512)
    return [x]


def get_init_inputs():
    return []
