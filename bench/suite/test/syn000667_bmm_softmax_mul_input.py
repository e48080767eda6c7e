# Synthesized by cuagent (bench.synth.compose), seed=667, scale=h200.
# ops: bmm -> softmax:softmax -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.softmax(x, dim=1)
        x = x * y2
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(32, 2048, 2048)
    y2 = torch.randn(32, 2048, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
