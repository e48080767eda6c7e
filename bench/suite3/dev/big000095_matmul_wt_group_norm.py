# Synthesized by cuagent (bench.synth.compose), seed=95, scale=large.
# ops: matmul_wt -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(1024, 65536) / 256.0000)
        self.group_norm_1 = nn.GroupNorm(4, 256)

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        x = self.group_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 65536)
    return [x]


def get_init_inputs():
    return []
