# Synthesized by cuagent (bench.synth.compose), seed=601, scale=h200.
# ops: conv_transpose1d -> scalar_arith -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 64, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = x - 0.1
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
