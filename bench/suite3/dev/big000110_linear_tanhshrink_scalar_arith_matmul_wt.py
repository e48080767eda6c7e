# Synthesized by cuagent (bench.synth.compose), seed=110, scale=large.
# ops: linear -> activation2:tanhshrink -> scalar_arith -> matmul_wt
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(131072, 16384, bias=True)
        self.matmul_wt_3 = nn.Parameter(torch.randn(4096, 16384) / 128.0000)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.tanhshrink(x)
        x = x - 0.1
        x = x @ self.matmul_wt_3.T
        return x


def get_inputs():
    x = torch.randn(32, 32, 131072)
    return [x]


def get_init_inputs():
    return []
