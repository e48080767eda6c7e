# Synthesized by cuagent (bench.synth.compose), seed=439, scale=h200.
# ops: linear -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 8192, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.logsumexp(x, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 256, 512)
    return [x]


def get_init_inputs():
    return []
