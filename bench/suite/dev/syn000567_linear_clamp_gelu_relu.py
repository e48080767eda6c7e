# Synthesized by cuagent (bench.synth.compose), seed=567, scale=h200.
# ops: linear -> clamp -> activation:gelu -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 8192, bias=False)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = F.gelu(x)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 1024)
    return [x]


def get_init_inputs():
    return []
