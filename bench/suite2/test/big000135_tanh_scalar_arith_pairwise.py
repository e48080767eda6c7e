# Synthesized by cuagent (bench.synth.compose), seed=135, scale=large.
# ops: activation:tanh -> scalar_arith -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.tanh(x)
        x = x + 2.0
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 8192, 128)
    y1 = torch.randn(32, 32, 8192, 128)
    return [x, y1]


def get_init_inputs():
    return []
