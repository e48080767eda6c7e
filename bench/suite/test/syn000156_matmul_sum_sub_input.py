# Synthesized by cuagent (bench.synth.compose), seed=156, scale=h200.
# ops: matmul -> reduce:sum -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.sum(x, dim=1, keepdim=False)
        x = x - y2
        return x


def get_inputs():
    x = torch.randn(1024, 4096)
    y1 = torch.randn(4096, 8192)
    y2 = torch.randn(1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
