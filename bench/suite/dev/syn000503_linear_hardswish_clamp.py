# Synthesized by cuagent (bench.synth.compose), seed=503, scale=h200.
# ops: linear -> activation:hardswish -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 2048, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.hardswish(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(8192, 8192)
    return [x]


def get_init_inputs():
    return []
