# Synthesized by cuagent (bench.synth.compose), seed=149, scale=large.
# ops: conv3d -> scalar_arith -> layout:pad_constant -> activation2:selu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 128, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = x + 1.0
        x = F.pad(x, (1, 1, 1, 1), mode="constant", value=0.5)
        x = F.selu(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32, 32, 64)
    return [x]


def get_init_inputs():
    return []
