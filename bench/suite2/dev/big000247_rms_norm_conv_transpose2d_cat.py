# Synthesized by cuagent (bench.synth.compose), seed=247, scale=large.
# ops: rms_norm -> conv_transpose2d -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_0 = nn.RMSNorm(512)
        self.conv_transpose2d_1 = nn.ConvTranspose2d(64, 32, kernel_size=4, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.rms_norm_0(x)
        x = self.conv_transpose2d_1(x)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 64, 512, 512)
    y1 = torch.randn(32, 8, 1026, 1026)
    return [x, y1]


def get_init_inputs():
    return []
