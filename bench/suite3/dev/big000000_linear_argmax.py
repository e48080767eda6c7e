# Synthesized by cuagent (bench.synth.compose), seed=0, scale=large.
# ops: linear -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 4096, bias=False)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.argmax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 2048)
    return [x]


def get_init_inputs():
    return []
