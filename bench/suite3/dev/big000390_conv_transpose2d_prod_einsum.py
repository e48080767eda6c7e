# Synthesized by cuagent (bench.synth.compose), seed=390, scale=large.
# ops: conv_transpose2d -> prod -> einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 128, kernel_size=3, stride=2, padding=0, bias=True)
        self.einsum_2 = nn.Parameter(torch.randn(128, 128) / 11.3137)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=3, keepdim=True)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_2)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 256)
    return [x]


def get_init_inputs():
    return []
