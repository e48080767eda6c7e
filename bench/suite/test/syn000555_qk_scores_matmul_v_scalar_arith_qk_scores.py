# Synthesized by cuagent (bench.synth.compose), seed=555, scale=h200.
# ops: qk_scores -> matmul_v -> scalar_arith -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.matmul(x, y2)
        x = x + 0.5
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.125
        return x


def get_inputs():
    x = torch.randn(128, 1024, 512)
    y1 = torch.randn(128, 1024, 512)
    y2 = torch.randn(128, 1024, 64)
    y3 = torch.randn(128, 1024, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
