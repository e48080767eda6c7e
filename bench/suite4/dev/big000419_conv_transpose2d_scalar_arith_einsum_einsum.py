# Synthesized by cuagent (bench.synth.compose), seed=419, scale=large.
# ops: conv_transpose2d -> scalar_arith -> einsum -> einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 32, kernel_size=4, stride=2, padding=1, bias=False)
        self.einsum_2 = nn.Parameter(torch.randn(128, 32) / 5.6569)
        self.einsum_3 = nn.Parameter(torch.randn(64, 128) / 11.3137)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = x / 0.5
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_2)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_3)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    return [x]


def get_init_inputs():
    return []
