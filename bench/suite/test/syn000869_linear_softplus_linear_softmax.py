# Synthesized by cuagent (bench.synth.compose), seed=869, scale=h200.
# ops: linear -> activation:softplus -> linear -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 4096, bias=False)
        self.linear_2 = nn.Linear(4096, 4096, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.softplus(x)
        x = self.linear_2(x)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(2048, 8192)
    return [x]


def get_init_inputs():
    return []
