# Synthesized by cuagent (bench.synth.compose), seed=429, scale=h200.
# ops: matmul -> reduce:mean -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.mean(x, dim=2, keepdim=True)
        x = x * y2
        return x


def get_inputs():
    x = torch.randn(128, 128, 2048)
    y1 = torch.randn(2048, 2048)
    y2 = torch.randn(128, 128, 1)
    return [x, y1, y2]


def get_init_inputs():
    return []
