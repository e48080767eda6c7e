# Synthesized by cuagent (bench.synth.compose), seed=874, scale=h200.
# ops: linear -> reduce:min -> clamp -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.min(x, dim=2, keepdim=False)[0]
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = torch.mean(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
