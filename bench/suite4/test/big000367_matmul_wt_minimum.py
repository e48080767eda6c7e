# Synthesized by cuagent (bench.synth.compose), seed=367, scale=large.
# ops: matmul_wt -> binary:minimum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(16384, 1024) / 32.0000)

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = torch.minimum(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 1024)
    y1 = torch.randn(32, 2048, 16384)
    return [x, y1]


def get_init_inputs():
    return []
