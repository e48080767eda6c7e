# Synthesized by cuagent (bench.synth.compose), seed=140, scale=h200.
# ops: conv2d -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 256, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32, 128)
    return [x]


def get_init_inputs():
    return []
