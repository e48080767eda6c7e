# Synthesized by cuagent (bench.synth.compose), seed=248, scale=large.
# ops: conv_transpose1d -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 256, kernel_size=3, stride=1, padding=0, bias=False)
        self.rms_norm_1 = nn.RMSNorm(131074)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.rms_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 131072)
    return [x]


def get_init_inputs():
    return []
