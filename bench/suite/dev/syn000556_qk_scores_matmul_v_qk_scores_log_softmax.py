# Synthesized by cuagent (bench.synth.compose), seed=556, scale=h200.
# ops: qk_scores -> matmul_v -> qk_scores -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = torch.matmul(x, y2)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.125
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(16, 8, 1024, 128)
    y1 = torch.randn(16, 8, 1024, 128)
    y2 = torch.randn(16, 8, 1024, 64)
    y3 = torch.randn(16, 8, 1024, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
