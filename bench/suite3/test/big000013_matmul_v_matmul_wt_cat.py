# Synthesized by cuagent (bench.synth.compose), seed=13, scale=large.
# ops: matmul_v -> matmul_wt -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_1 = nn.Parameter(torch.randn(8192, 64) / 8.0000)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = x @ self.matmul_wt_1.T
        x = torch.cat([x, y2], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 1024)
    y1 = torch.randn(64, 1024, 64)
    y2 = torch.randn(64, 1024, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
