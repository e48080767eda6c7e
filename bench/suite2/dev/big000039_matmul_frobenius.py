# Synthesized by cuagent (bench.synth.compose), seed=39, scale=large.
# ops: matmul -> reduce2:frobenius
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x / torch.norm(x, p="fro")
        return x


def get_inputs():
    x = torch.randn(64, 32, 131072)
    y1 = torch.randn(131072, 8192)
    return [x, y1]


def get_init_inputs():
    return []
