# Synthesized by cuagent (bench.synth.compose), seed=98, scale=h200.
# ops: linear -> reduce:sum -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 4096, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.sum(x, dim=2, keepdim=True)
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(16, 2048, 1)
    return [x, y1]


def get_init_inputs():
    return []
