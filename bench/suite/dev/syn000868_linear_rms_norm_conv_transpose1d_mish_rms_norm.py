# Synthesized by cuagent (bench.synth.compose), seed=868, scale=h200.
# ops: linear -> rms_norm -> conv_transpose1d -> activation:mish -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 8192, bias=True)
        self.rms_norm_1 = nn.RMSNorm(8192)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(64, 256, kernel_size=2, stride=2, padding=0, bias=False)
        self.rms_norm_4 = nn.RMSNorm(16384)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.rms_norm_1(x)
        x = self.conv_transpose1d_2(x)
        x = F.mish(x)
        x = self.rms_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 8192)
    return [x]


def get_init_inputs():
    return []
