# Synthesized by cuagent (bench.synth.compose), seed=759, scale=h200.
# ops: linear -> tensor_arith:sub_input -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = x - y1
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 2048)
    y1 = torch.randn(128, 1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
