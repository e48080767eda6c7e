# Synthesized by cuagent (bench.synth.compose), seed=928, scale=h200.
# ops: matmul -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(2048, 8192)
    y1 = torch.randn(8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
