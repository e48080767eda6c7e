# Synthesized by cuagent (bench.synth.compose), seed=270, scale=large.
# ops: conv_transpose1d -> max_pool1d -> scalar_arith -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 64, kernel_size=3, stride=1, padding=1, bias=False)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = self.max_pool1d_1(x)
        x = x * 2.0
        x = F.normalize(x + y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 512, 65536)
    y1 = torch.randn(64, 64, 32768)
    return [x, y1]


def get_init_inputs():
    return []
