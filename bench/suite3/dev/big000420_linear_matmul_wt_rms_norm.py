# Synthesized by cuagent (bench.synth.compose), seed=420, scale=large.
# ops: linear -> matmul_wt -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)
        self.matmul_wt_1 = nn.Parameter(torch.randn(4096, 1024) / 32.0000)
        self.rms_norm_2 = nn.RMSNorm(4096)

    def forward(self, x):
        x = self.linear_0(x)
        x = x @ self.matmul_wt_1.T
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
