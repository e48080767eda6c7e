# Synthesized by cuagent (bench.synth.compose), seed=9, scale=large.
# ops: matmul_wt
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(16384, 1024) / 32.0000)

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
