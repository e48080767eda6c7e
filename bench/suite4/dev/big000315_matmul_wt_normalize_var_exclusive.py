# Synthesized by cuagent (bench.synth.compose), seed=315, scale=large.
# ops: matmul_wt -> distance:normalize -> reduce2:var -> scan:exclusive
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(1024, 131072) / 362.0387)

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = F.normalize(x + y1, dim=1)
        x = torch.var(x, dim=1, keepdim=True)
        x = torch.cumsum(x, dim=2) - x
        return x


def get_inputs():
    x = torch.randn(64, 128, 131072)
    y1 = torch.randn(64, 128, 1024)
    return [x, y1]


def get_init_inputs():
    return []
