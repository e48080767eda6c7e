# Synthesized by cuagent (bench.synth.compose), seed=176, scale=h200.
# ops: linear -> batch_norm -> activation:sigmoid -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 2048, bias=True)
        self.batch_norm_1 = nn.BatchNorm1d(2048)
        self.group_norm_3 = nn.GroupNorm(8, 2048)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.batch_norm_1(x)
        x = torch.sigmoid(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
