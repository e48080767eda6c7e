# Synthesized by cuagent (bench.synth.compose), seed=7, scale=large.
# ops: matmul_v -> instance_norm -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_1 = nn.InstanceNorm2d(64, affine=True)
        self.inplace_residual_2 = nn.ReLU(inplace=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.instance_norm_1(x)
        h_inplace_residual_2 = self.inplace_residual_2(x * 2.0)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        return x


def get_inputs():
    x = torch.randn(64, 64, 512, 512)
    y1 = torch.randn(64, 64, 512, 64)
    return [x, y1]


def get_init_inputs():
    return []
