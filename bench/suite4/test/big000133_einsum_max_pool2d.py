# Synthesized by cuagent (bench.synth.compose), seed=133, scale=large.
# ops: einsum -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 128) / 11.3137)
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = self.max_pool2d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 128)
    return [x]


def get_init_inputs():
    return []
