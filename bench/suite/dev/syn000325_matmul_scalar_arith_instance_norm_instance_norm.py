# Synthesized by cuagent (bench.synth.compose), seed=325, scale=h200.
# ops: matmul -> scalar_arith -> instance_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_2 = nn.InstanceNorm1d(32, affine=True)
        self.instance_norm_3 = nn.InstanceNorm1d(32, affine=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x - 0.1
        x = self.instance_norm_2(x)
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 4096)
    y1 = torch.randn(4096, 8192)
    return [x, y1]


def get_init_inputs():
    return []
