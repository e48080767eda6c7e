# Synthesized by cuagent (bench.synth.compose), seed=94, scale=h200.
# ops: conv_transpose1d -> clamp -> conv_transpose1d -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(256, 256, kernel_size=4, stride=1, padding=1, bias=True)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(256, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.avg_pool1d_3 = nn.AvgPool1d(kernel_size=3, stride=3)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = self.conv_transpose1d_2(x)
        x = self.avg_pool1d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 256, 2048)
    return [x]


def get_init_inputs():
    return []
