# Synthesized by cuagent (bench.synth.compose), seed=375, scale=large.
# ops: linear -> linear -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 1024, bias=False)
        self.linear_1 = nn.Linear(1024, 16384, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.linear_1(x)
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 4096, 1024)
    y1 = torch.randn(32, 4096, 16384)
    return [x, y1]


def get_init_inputs():
    return []
