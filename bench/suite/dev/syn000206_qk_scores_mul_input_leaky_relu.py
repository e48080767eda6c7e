# Synthesized by cuagent (bench.synth.compose), seed=206, scale=h200.
# ops: qk_scores -> tensor_arith:mul_input -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = x * y2
        x = F.leaky_relu(x, negative_slope=0.1)
        return x


def get_inputs():
    x = torch.randn(16, 16, 1024, 64)
    y1 = torch.randn(16, 16, 1024, 64)
    y2 = torch.randn(16, 16, 1024, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
