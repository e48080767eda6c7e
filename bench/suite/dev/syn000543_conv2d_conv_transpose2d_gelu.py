# Synthesized by cuagent (bench.synth.compose), seed=543, scale=h200.
# ops: conv2d -> conv_transpose2d -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 256, kernel_size=5, stride=2, padding=0, bias=False)
        self.conv_transpose2d_1 = nn.ConvTranspose2d(256, 32, kernel_size=2, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.conv_transpose2d_1(x)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 128, 32)
    return [x]


def get_init_inputs():
    return []
