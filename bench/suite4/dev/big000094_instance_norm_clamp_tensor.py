# Synthesized by cuagent (bench.synth.compose), seed=94, scale=large.
# ops: instance_norm -> clamp_tensor
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_0 = nn.InstanceNorm2d(32, affine=True)
        self.clamp_tensor_1_lo = nn.Parameter(-1.0 - torch.rand(128))
        self.clamp_tensor_1_hi = nn.Parameter(1.0 + torch.rand(128))

    def forward(self, x):
        x = self.instance_norm_0(x)
        x = torch.clamp(x, self.clamp_tensor_1_lo, self.clamp_tensor_1_hi)
        return x


def get_inputs():
    x = torch.randn(64, 32, 4096, 128)
    return [x]


def get_init_inputs():
    return []
