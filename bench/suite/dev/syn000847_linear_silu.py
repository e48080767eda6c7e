# Synthesized by cuagent (bench.synth.compose), seed=847, scale=h200.
# ops: linear -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 512, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 1024)
    return [x]


def get_init_inputs():
    return []
