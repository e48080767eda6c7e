# Synthesized by cuagent (bench.synth.compose), seed=2, scale=large.
# ops: einsum -> einsum -> batch_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 32) / 5.6569)
        self.einsum_1 = nn.Parameter(torch.randn(256, 256) / 16.0000)
        self.batch_norm_2 = nn.BatchNorm2d(256)
        self.batch_norm_3 = nn.BatchNorm2d(256)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_1)
        x = self.batch_norm_2(x)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 512, 256)
    return [x]


def get_init_inputs():
    return []
