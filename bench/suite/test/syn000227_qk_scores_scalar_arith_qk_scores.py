# Synthesized by cuagent (bench.synth.compose), seed=227, scale=h200.
# ops: qk_scores -> scalar_arith -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = x * 0.25
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0625
        return x


def get_inputs():
    x = torch.randn(64, 64, 256, 64)
    y1 = torch.randn(64, 64, 256, 64)
    y2 = torch.randn(64, 64, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
