# Synthesized by cuagent (bench.synth.compose), seed=295, scale=large.
# ops: matmul_wt -> loss:mse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(4096, 1024) / 32.0000)

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = F.mse_loss(x, y1, reduction="sum")
        return x


def get_inputs():
    x = torch.randn(128, 2048, 1024)
    y1 = torch.randn(128, 2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
