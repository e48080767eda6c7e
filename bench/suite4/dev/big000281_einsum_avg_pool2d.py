# Synthesized by cuagent (bench.synth.compose), seed=281, scale=large.
# ops: einsum -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(512, 64) / 8.0000)
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.avg_pool2d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 256)
    return [x]


def get_init_inputs():
    return []
