# Synthesized by cuagent (bench.synth.compose), seed=375, scale=large.
# ops: conv_transpose2d -> einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 64, kernel_size=2, stride=2, padding=0, bias=False)
        self.einsum_1 = nn.Parameter(torch.randn(64, 64) / 8.0000)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_1)
        return x


def get_inputs():
    x = torch.randn(128, 128, 512, 128)
    return [x]


def get_init_inputs():
    return []
