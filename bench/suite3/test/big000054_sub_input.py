# Synthesized by cuagent (bench.synth.compose), seed=54, scale=large.
# ops: tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(64, 32, 8192, 128)
    y1 = torch.randn(64, 32, 8192, 128)
    return [x, y1]


def get_init_inputs():
    return []
