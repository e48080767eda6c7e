# Synthesized by cuagent (bench.synth.compose), seed=429, scale=large.
# ops: matmul -> activation:silu -> reduce:sum -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = F.silu(x)
        x = torch.sum(x, dim=1, keepdim=False)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 1024)
    y1 = torch.randn(1024, 16384)
    y2 = torch.randn(16384, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
