# Synthesized by cuagent (bench.synth.compose), seed=242, scale=large.
# ops: conv2d -> softmax:softmax -> einsum -> scalar_arith -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 32, kernel_size=3, stride=1, padding=0, bias=False)
        self.einsum_2 = nn.Parameter(torch.randn(32, 32) / 5.6569)
        self.layer_norm_4 = nn.LayerNorm(126)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.softmax(x, dim=-1)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_2)
        x = x + 0.1
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 512, 128)
    return [x]


def get_init_inputs():
    return []
