# Synthesized by cuagent (bench.synth.compose), seed=232, scale=h200.
# ops: linear -> group_norm -> batch_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 2048, bias=True)
        self.group_norm_1 = nn.GroupNorm(4, 1024)
        self.batch_norm_2 = nn.BatchNorm1d(1024)
        self.group_norm_3 = nn.GroupNorm(2, 1024)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.group_norm_1(x)
        x = self.batch_norm_2(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
