# Synthesized by cuagent (bench.synth.compose), seed=261, scale=h200.
# ops: linear -> activation:sigmoid -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 8192, bias=True)
        self.instance_norm_2 = nn.InstanceNorm1d(256, affine=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.sigmoid(x)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 1024)
    return [x]


def get_init_inputs():
    return []
