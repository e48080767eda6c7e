# Synthesized by cuagent (bench.synth.compose), seed=349, scale=h200.
# ops: linear -> scalar_arith -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 4096, bias=False)
        self.batch_norm_2 = nn.BatchNorm1d(4096)

    def forward(self, x):
        x = self.linear_0(x)
        x = x + 2.0
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(8192, 2048)
    return [x]


def get_init_inputs():
    return []
