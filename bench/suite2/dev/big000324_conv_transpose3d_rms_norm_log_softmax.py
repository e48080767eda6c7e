# Synthesized by cuagent (bench.synth.compose), seed=324, scale=large.
# ops: conv_transpose3d -> rms_norm -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(128, 64, kernel_size=2, stride=1, padding=0, bias=True)
        self.rms_norm_1 = nn.RMSNorm(33)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.rms_norm_1(x)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 64, 96, 32)
    return [x]


def get_init_inputs():
    return []
