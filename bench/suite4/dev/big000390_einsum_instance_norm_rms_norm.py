# Synthesized by cuagent (bench.synth.compose), seed=390, scale=large.
# ops: einsum -> instance_norm -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 32) / 5.6569)
        self.instance_norm_1 = nn.InstanceNorm2d(256, affine=True)
        self.rms_norm_2 = nn.RMSNorm(256)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.instance_norm_1(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 256, 256)
    return [x]


def get_init_inputs():
    return []
