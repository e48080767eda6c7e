# Synthesized by cuagent (bench.synth.compose), seed=227, scale=large.
# ops: matmul_wt -> group_norm -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(8192, 1024) / 32.0000)
        self.group_norm_1 = nn.GroupNorm(4, 2048)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        x = self.group_norm_1(x)
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
