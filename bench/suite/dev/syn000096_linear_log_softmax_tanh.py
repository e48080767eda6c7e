# Synthesized by cuagent (bench.synth.compose), seed=96, scale=h200.
# ops: linear -> softmax:log_softmax -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 4096, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(8192, 1024)
    return [x]


def get_init_inputs():
    return []
