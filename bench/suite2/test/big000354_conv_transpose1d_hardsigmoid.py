# Synthesized by cuagent (bench.synth.compose), seed=354, scale=large.
# ops: conv_transpose1d -> activation2:hardsigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 128, kernel_size=2, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    x = torch.randn(256, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
