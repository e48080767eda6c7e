# Synthesized by cuagent (bench.synth.compose), seed=395, scale=large.
# ops: linear -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(65536, 1024, bias=False)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(256, 128, 65536)
    y1 = torch.randn(256, 128, 1024)
    return [x, y1]


def get_init_inputs():
    return []
