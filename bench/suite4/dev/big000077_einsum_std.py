# Synthesized by cuagent (bench.synth.compose), seed=77, scale=large.
# ops: einsum -> reduce2:std
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(32, 32) / 5.6569)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.std(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 32, 8192, 128)
    return [x]


def get_init_inputs():
    return []
