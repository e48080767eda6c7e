# Synthesized by cuagent (bench.synth.compose), seed=377, scale=h200.
# ops: linear -> activation:gelu -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 8192, bias=True)
        self.linear_2 = nn.Linear(8192, 2048, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.gelu(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(1024, 4096)
    return [x]


def get_init_inputs():
    return []
