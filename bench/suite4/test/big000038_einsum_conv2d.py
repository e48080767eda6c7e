# Synthesized by cuagent (bench.synth.compose), seed=38, scale=large.
# ops: einsum -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(512, 32) / 5.6569)
        self.conv2d_1 = nn.Conv2d(512, 128, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.conv2d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 128, 512)
    return [x]


def get_init_inputs():
    return []
