# Synthesized by cuagent (bench.synth.compose), seed=655, scale=h200.
# ops: qk_scores -> tensor_arith:sub_input -> scalar_arith -> matmul_v
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.1768
        x = x - y2
        x = x / 1.5
        x = torch.matmul(x, y3)
        return x


def get_inputs():
    x = torch.randn(16, 256, 256, 32)
    y1 = torch.randn(16, 256, 256, 32)
    y2 = torch.randn(16, 256, 256, 256)
    y3 = torch.randn(16, 256, 256, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
