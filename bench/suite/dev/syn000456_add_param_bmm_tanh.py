# Synthesized by cuagent (bench.synth.compose), seed=456, scale=h200.
# ops: tensor_arith:add_param -> bmm -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_0 = nn.Parameter(torch.randn(512, 1))

    def forward(self, x, y1):
        x = x + self.tensor_arith_0
        x = torch.bmm(x, y1)
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    y1 = torch.randn(32, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
