# Synthesized by cuagent (bench.synth.compose), seed=249, scale=large.
# ops: matmul_wt -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(1024, 4096) / 64.0000)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=3, stride=3)

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        x = self.avg_pool1d_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
