# Synthesized by cuagent (bench.synth.compose), seed=744, scale=h200.
# ops: bmm -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(2048, 32, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.conv_transpose1d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 1024)
    y1 = torch.randn(32, 1024, 512)
    return [x, y1]


def get_init_inputs():
    return []
