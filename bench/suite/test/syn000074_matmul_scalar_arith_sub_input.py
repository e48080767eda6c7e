# Synthesized by cuagent (bench.synth.compose), seed=74, scale=h200.
# ops: matmul -> scalar_arith -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = x / 1.5
        x = x - y2
        return x


def get_inputs():
    x = torch.randn(64, 128, 4096)
    y1 = torch.randn(4096, 4096)
    y2 = torch.randn(64, 128, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
