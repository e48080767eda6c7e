# Synthesized by cuagent (bench.synth.compose), seed=784, scale=h200.
# ops: linear -> activation:relu -> scalar_arith -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 4096, bias=True)
        self.batch_norm_3 = nn.BatchNorm1d(4096)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.relu(x)
        x = x / 1.5
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(8192, 1024)
    return [x]


def get_init_inputs():
    return []
