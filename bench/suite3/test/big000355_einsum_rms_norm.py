# Synthesized by cuagent (bench.synth.compose), seed=355, scale=large.
# ops: einsum -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 256) / 16.0000)
        self.rms_norm_1 = nn.RMSNorm(256)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.rms_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 256)
    return [x]


def get_init_inputs():
    return []
