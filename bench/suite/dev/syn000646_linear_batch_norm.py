# Synthesized by cuagent (bench.synth.compose), seed=646, scale=h200.
# ops: linear -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 8192, bias=True)
        self.batch_norm_1 = nn.BatchNorm1d(8192)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.batch_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(2048, 4096)
    return [x]


def get_init_inputs():
    return []
