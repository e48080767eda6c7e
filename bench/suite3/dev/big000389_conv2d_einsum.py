# Synthesized by cuagent (bench.synth.compose), seed=389, scale=large.
# ops: conv2d -> einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 128, kernel_size=5, stride=2, padding=2, bias=True)
        self.einsum_1 = nn.Parameter(torch.randn(1024, 64) / 8.0000)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 256, 128)
    return [x]


def get_init_inputs():
    return []
