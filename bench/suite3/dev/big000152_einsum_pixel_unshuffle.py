# Synthesized by cuagent (bench.synth.compose), seed=152, scale=large.
# ops: einsum -> resample:pixel_unshuffle
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 16) / 4.0000)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    x = torch.randn(64, 16, 2048, 64)
    return [x]


def get_init_inputs():
    return []
