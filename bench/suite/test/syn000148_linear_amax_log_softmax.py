# Synthesized by cuagent (bench.synth.compose), seed=148, scale=h200.
# ops: linear -> reduce:amax -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 1024, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.amax(x, dim=2, keepdim=True)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(16, 256, 8192)
    return [x]


def get_init_inputs():
    return []
