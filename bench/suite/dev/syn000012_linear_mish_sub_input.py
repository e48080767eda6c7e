# Synthesized by cuagent (bench.synth.compose), seed=12, scale=h200.
# ops: linear -> activation:mish -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 4096, bias=False)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = F.mish(x)
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(1024, 8192)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
