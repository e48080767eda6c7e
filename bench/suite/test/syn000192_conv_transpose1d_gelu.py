# Synthesized by cuagent (bench.synth.compose), seed=192, scale=h200.
# ops: conv_transpose1d -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 512, kernel_size=4, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
