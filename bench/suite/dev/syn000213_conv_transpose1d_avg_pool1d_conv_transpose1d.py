# Synthesized by cuagent (bench.synth.compose), seed=213, scale=h200.
# ops: conv_transpose1d -> avg_pool1d -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 256, kernel_size=4, stride=1, padding=0, bias=True)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(256, 512, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.avg_pool1d_1(x)
        x = self.conv_transpose1d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
