# Synthesized by cuagent (bench.synth.compose), seed=780, scale=h200.
# ops: activation:softplus -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = F.softplus(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    y1 = torch.randn(2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
