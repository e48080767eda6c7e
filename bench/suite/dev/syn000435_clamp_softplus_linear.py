# Synthesized by cuagent (bench.synth.compose), seed=435, scale=h200.
# ops: clamp -> activation:softplus -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(1024, 2048, bias=True)

    def forward(self, x):
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = F.softplus(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
