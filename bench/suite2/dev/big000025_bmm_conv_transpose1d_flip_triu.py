# Synthesized by cuagent (bench.synth.compose), seed=25, scale=large.
# ops: bmm -> conv_transpose1d -> layout:flip -> layout:triu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(8192, 128, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.conv_transpose1d_1(x)
        x = torch.flip(x, dims=[2])
        x = torch.triu(x, diagonal=3)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(32, 4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
