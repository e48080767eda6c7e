# Synthesized by cuagent (bench.synth.compose), seed=238, scale=large.
# ops: qk_scores -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 128)
    y1 = torch.randn(32, 16, 2048, 128)
    return [x, y1]


def get_init_inputs():
    return []
