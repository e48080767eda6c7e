# Synthesized by cuagent (bench.synth.compose), seed=813, scale=h200.
# ops: matmul -> scalar_arith -> softmax:log_softmax -> linear -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_3 = nn.Linear(4096, 8192, bias=True)
        self.linear_4 = nn.Linear(8192, 1024, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x + 1.0
        x = torch.log_softmax(x, dim=-1)
        x = self.linear_3(x)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(8192, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
