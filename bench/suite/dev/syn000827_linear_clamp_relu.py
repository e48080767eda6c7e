# Synthesized by cuagent (bench.synth.compose), seed=827, scale=h200.
# ops: linear -> clamp -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 2048, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-1.0, max=1.0)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(4096, 4096)
    return [x]


def get_init_inputs():
    return []
