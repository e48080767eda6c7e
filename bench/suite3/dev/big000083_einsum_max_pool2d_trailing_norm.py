# Synthesized by cuagent (bench.synth.compose), seed=83, scale=large.
# ops: einsum -> max_pool2d -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 32) / 5.6569)
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=2)
        self.trailing_norm_2 = nn.LayerNorm((1023, 63))

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.max_pool2d_1(x)
        x = self.trailing_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 2048, 128)
    return [x]


def get_init_inputs():
    return []
