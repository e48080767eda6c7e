# Synthesized by cuagent (bench.synth.compose), seed=433, scale=large.
# ops: matmul -> activation:elu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.elu(x, alpha=0.5)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 1024)
    y1 = torch.randn(1024, 16384)
    return [x, y1]


def get_init_inputs():
    return []
