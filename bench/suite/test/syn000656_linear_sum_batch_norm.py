# Synthesized by cuagent (bench.synth.compose), seed=656, scale=h200.
# ops: linear -> reduce:sum -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=True)
        self.batch_norm_2 = nn.BatchNorm1d(1)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.sum(x, dim=1, keepdim=True)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 2048)
    return [x]


def get_init_inputs():
    return []
