# Synthesized by cuagent (bench.synth.compose), seed=7, scale=large.
# ops: einsum -> scalar_arith -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(512, 32) / 5.6569)
        self.conv2d_2 = nn.Conv2d(512, 32, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = x / 0.5
        x = self.conv2d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 256, 256)
    return [x]


def get_init_inputs():
    return []
