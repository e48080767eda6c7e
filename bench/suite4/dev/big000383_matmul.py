# Synthesized by cuagent (bench.synth.compose), seed=383, scale=large.
# ops: matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 2048)
    y1 = torch.randn(2048, 8192)
    return [x, y1]


def get_init_inputs():
    return []
