# Synthesized by cuagent (bench.synth.compose), seed=98, scale=large.
# ops: linear -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 16384, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
