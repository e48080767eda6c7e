# Synthesized by cuagent (bench.synth.compose), seed=44, scale=large.
# ops: conv_transpose1d -> activation:gelu -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 256, kernel_size=3, stride=2, padding=1, bias=True)
        self.rms_norm_2 = nn.RMSNorm(65535)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.gelu(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 32768)
    return [x]


def get_init_inputs():
    return []
