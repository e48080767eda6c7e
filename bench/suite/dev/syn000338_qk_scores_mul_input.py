# Synthesized by cuagent (bench.synth.compose), seed=338, scale=h200.
# ops: qk_scores -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = x * y2
        return x


def get_inputs():
    x = torch.randn(32, 16, 512, 128)
    y1 = torch.randn(32, 16, 512, 128)
    y2 = torch.randn(32, 16, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
