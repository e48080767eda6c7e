# Synthesized by cuagent (bench.synth.compose), seed=146, scale=large.
# ops: einsum -> activation2:selu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 32) / 5.6569)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.selu(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 256, 512)
    return [x]


def get_init_inputs():
    return []
