# Synthesized by cuagent (bench.synth.compose), seed=387, scale=large.
# ops: matmul -> activation2:celu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.celu(x, alpha=0.75)
        return x


def get_inputs():
    x = torch.randn(64, 128, 131072)
    y1 = torch.randn(131072, 1024)
    return [x, y1]


def get_init_inputs():
    return []
