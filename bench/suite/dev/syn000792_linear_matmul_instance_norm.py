# Synthesized by cuagent (bench.synth.compose), seed=792, scale=h200.
# ops: linear -> matmul -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 2048, bias=True)
        self.instance_norm_2 = nn.InstanceNorm1d(32, affine=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.matmul(x, y1)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 4096)
    y1 = torch.randn(2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
