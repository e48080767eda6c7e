# Synthesized by cuagent (bench.synth.compose), seed=22, scale=large.
# ops: matmul -> instance_norm -> inplace_residual -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_1 = nn.InstanceNorm1d(2048, affine=True)
        self.inplace_residual_2 = nn.ReLU6(inplace=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.instance_norm_1(x)
        h_inplace_residual_2 = self.inplace_residual_2(x * 0.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = torch.argmax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
