# Synthesized by cuagent (bench.synth.compose), seed=9, scale=h200.
# ops: conv_transpose1d -> rms_norm -> conv_transpose1d -> max_pool1d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 128, kernel_size=2, stride=2, padding=0, bias=True)
        self.rms_norm_1 = nn.RMSNorm(8192)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(128, 128, kernel_size=3, stride=1, padding=0, bias=True)
        self.max_pool1d_3 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.group_norm_4 = nn.GroupNorm(2, 128)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.rms_norm_1(x)
        x = self.conv_transpose1d_2(x)
        x = self.max_pool1d_3(x)
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 4096)
    return [x]


def get_init_inputs():
    return []
