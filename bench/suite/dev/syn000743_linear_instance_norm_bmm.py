# Synthesized by cuagent (bench.synth.compose), seed=743, scale=h200.
# ops: linear -> instance_norm -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 4096, bias=True)
        self.instance_norm_1 = nn.InstanceNorm1d(2048, affine=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.instance_norm_1(x)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(32, 4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
