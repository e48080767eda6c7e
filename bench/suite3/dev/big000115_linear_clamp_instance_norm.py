# Synthesized by cuagent (bench.synth.compose), seed=115, scale=large.
# ops: linear -> clamp -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 4096, bias=True)
        self.instance_norm_2 = nn.InstanceNorm1d(1024, affine=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 1024)
    return [x]


def get_init_inputs():
    return []
