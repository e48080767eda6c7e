# Synthesized by cuagent (bench.synth.compose), seed=93, scale=large.
# ops: conv2d -> einsum -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=3, stride=1, padding=1, bias=False)
        self.einsum_1 = nn.Parameter(torch.randn(128, 32) / 5.6569)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_1)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 4096, 64)
    return [x]


def get_init_inputs():
    return []
