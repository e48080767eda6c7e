# Synthesized by cuagent (bench.synth.compose), seed=347, scale=large.
# ops: matmul_wt -> batch_norm -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(1024, 131072) / 362.0387)
        self.batch_norm_1 = nn.BatchNorm1d(256)

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = self.batch_norm_1(x)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 131072)
    y1 = torch.randn(32, 1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
