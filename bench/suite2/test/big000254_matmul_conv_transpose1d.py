# Synthesized by cuagent (bench.synth.compose), seed=254, scale=large.
# ops: matmul -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(8192, 128, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.conv_transpose1d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 1024)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
