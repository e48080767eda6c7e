# Synthesized by cuagent (bench.synth.compose), seed=146, scale=h200.
# ops: linear -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 4096, bias=False)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
