# Synthesized by cuagent (bench.synth.compose), seed=224, scale=h200.
# ops: matmul -> instance_norm -> linear -> scalar_arith -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_1 = nn.InstanceNorm1d(64, affine=True)
        self.linear_2 = nn.Linear(8192, 2048, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.instance_norm_1(x)
        x = self.linear_2(x)
        x = x - 0.1
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
