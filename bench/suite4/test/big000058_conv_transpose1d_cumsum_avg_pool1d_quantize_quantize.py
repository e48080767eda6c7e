# Synthesized by cuagent (bench.synth.compose), seed=58, scale=large.
# ops: conv_transpose1d -> scan:cumsum -> avg_pool1d -> quantize -> quantize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(8192, 32, kernel_size=4, stride=2, padding=0, bias=False)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=3, stride=2)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.cumsum(x, dim=1)
        x = self.avg_pool1d_2(x)
        x = torch.div(x, 0.05, rounding_mode="trunc") * 0.05
        x = (x // 0.1) * 0.1
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
