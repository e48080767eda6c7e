# Synthesized by cuagent (bench.synth.compose), seed=328, scale=large.
# ops: conv2d -> softmax:softmax -> einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 512, kernel_size=3, stride=1, padding=1, bias=False)
        self.einsum_2 = nn.Parameter(torch.randn(32, 512) / 22.6274)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.softmax(x, dim=-1)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_2)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 256)
    return [x]


def get_init_inputs():
    return []
