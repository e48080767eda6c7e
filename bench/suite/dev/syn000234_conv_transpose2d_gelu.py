# Synthesized by cuagent (bench.synth.compose), seed=234, scale=h200.
# ops: conv_transpose2d -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 16, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(16, 256, 64, 256)
    return [x]


def get_init_inputs():
    return []
