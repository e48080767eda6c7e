# Synthesized by cuagent (bench.synth.compose), seed=666, scale=h200.
# ops: matmul -> scalar_arith -> softmax:softmax -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = x - 2.0
        x = torch.softmax(x, dim=-1)
        x = x - y2
        return x


def get_inputs():
    x = torch.randn(8192, 2048)
    y1 = torch.randn(2048, 2048)
    y2 = torch.randn(8192, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
