# Synthesized by cuagent (bench.synth.compose), seed=418, scale=h200.
# ops: conv_transpose1d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 512, kernel_size=4, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.clamp(x, min=-0.5, max=1.0)
        return x


def get_inputs():
    x = torch.randn(16, 512, 2048)
    return [x]


def get_init_inputs():
    return []
