# Synthesized by cuagent (bench.synth.compose), seed=41, scale=large.
# ops: einsum -> instance_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 64) / 8.0000)
        self.instance_norm_1 = nn.InstanceNorm2d(128, affine=True)
        self.layer_norm_2 = nn.LayerNorm(256)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.instance_norm_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 256, 256)
    return [x]


def get_init_inputs():
    return []
