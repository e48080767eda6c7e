# Synthesized by cuagent (bench.synth.compose), seed=706, scale=h200.
# ops: conv_transpose1d -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 128, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    y1 = torch.randn(4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
