# Synthesized by cuagent (bench.synth.compose), seed=937, scale=h200.
# ops: conv_transpose1d -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 256, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
