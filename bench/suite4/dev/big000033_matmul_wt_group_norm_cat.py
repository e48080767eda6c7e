# Synthesized by cuagent (bench.synth.compose), seed=33, scale=large.
# ops: matmul_wt -> group_norm -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(1024, 32768) / 181.0193)
        self.group_norm_1 = nn.GroupNorm(4, 256)

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = self.group_norm_1(x)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32768)
    y1 = torch.randn(128, 128, 1024)
    return [x, y1]


def get_init_inputs():
    return []
