# Synthesized by cuagent (bench.synth.compose), seed=820, scale=h200.
# ops: conv_transpose1d -> matmul -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 256, kernel_size=4, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.matmul(x, y1)
        x = x - 0.1
        return x


def get_inputs():
    x = torch.randn(128, 1024, 1024)
    y1 = torch.randn(1025, 4096)
    return [x, y1]


def get_init_inputs():
    return []
