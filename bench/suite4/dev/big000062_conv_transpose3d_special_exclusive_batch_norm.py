# Synthesized by cuagent (bench.synth.compose), seed=62, scale=large.
# ops: conv_transpose3d -> special -> scan:exclusive -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(32, 64, kernel_size=2, stride=1, padding=0, bias=False)
        self.batch_norm_3 = nn.BatchNorm3d(64)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = torch.hypot(x, 1.0 - x)
        x = torch.cumsum(x, dim=4) - x
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 64, 64, 64)
    return [x]


def get_init_inputs():
    return []
