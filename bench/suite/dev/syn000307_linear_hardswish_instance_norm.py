# Synthesized by cuagent (bench.synth.compose), seed=307, scale=h200.
# ops: linear -> activation:hardswish -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=False)
        self.instance_norm_2 = nn.InstanceNorm1d(1024, affine=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.hardswish(x)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
