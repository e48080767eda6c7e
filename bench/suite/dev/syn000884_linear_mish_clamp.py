# Synthesized by cuagent (bench.synth.compose), seed=884, scale=h200.
# ops: linear -> activation:mish -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 2048, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.mish(x)
        x = torch.clamp(x, min=-0.5, max=0.5)
        return x


def get_inputs():
    x = torch.randn(32, 512, 1024)
    return [x]


def get_init_inputs():
    return []
