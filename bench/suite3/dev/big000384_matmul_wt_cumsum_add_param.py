# Synthesized by cuagent (bench.synth.compose), seed=384, scale=large.
# ops: matmul_wt -> scan:cumsum -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(2048, 4096) / 64.0000)
        self.tensor_arith_2 = nn.Parameter(torch.randn(4096, 1))

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        x = torch.cumsum(x, dim=1)
        x = x + self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    return [x]


def get_init_inputs():
    return []
