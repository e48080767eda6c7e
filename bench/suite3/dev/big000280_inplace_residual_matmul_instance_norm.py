# Synthesized by cuagent (bench.synth.compose), seed=280, scale=large.
# ops: inplace_residual -> matmul -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_0 = nn.ReLU6(inplace=True)
        self.instance_norm_2 = nn.InstanceNorm1d(2048, affine=True)

    def forward(self, x, y1):
        h_inplace_residual_0 = self.inplace_residual_0(x * 1.5)
        h_inplace_residual_0 += x
        x = h_inplace_residual_0
        x = torch.matmul(x, y1)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(2048, 16384)
    return [x, y1]


def get_init_inputs():
    return []
