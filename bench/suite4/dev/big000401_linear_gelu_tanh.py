# Synthesized by cuagent (bench.synth.compose), seed=401, scale=large.
# ops: linear -> activation2:gelu_tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.gelu(x, approximate="tanh")
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
