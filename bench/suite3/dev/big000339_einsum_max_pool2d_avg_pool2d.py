# Synthesized by cuagent (bench.synth.compose), seed=339, scale=large.
# ops: einsum -> max_pool2d -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(32, 32) / 5.6569)
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=2)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.max_pool2d_1(x)
        x = self.avg_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 8192, 128)
    return [x]


def get_init_inputs():
    return []
