# Synthesized by cuagent (bench.synth.compose), seed=269, scale=large.
# ops: einsum -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 512) / 22.6274)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 128)
    return [x]


def get_init_inputs():
    return []
