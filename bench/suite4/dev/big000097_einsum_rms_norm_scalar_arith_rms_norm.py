# Synthesized by cuagent (bench.synth.compose), seed=97, scale=large.
# ops: einsum -> rms_norm -> scalar_arith -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(512, 32) / 5.6569)
        self.rms_norm_1 = nn.RMSNorm(64)
        self.rms_norm_3 = nn.RMSNorm(64)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.rms_norm_1(x)
        x = x + 0.5
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 1024, 64)
    return [x]


def get_init_inputs():
    return []
