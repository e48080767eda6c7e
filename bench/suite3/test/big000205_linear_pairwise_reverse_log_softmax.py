# Synthesized by cuagent (bench.synth.compose), seed=205, scale=large.
# ops: linear -> distance:pairwise -> scan:reverse -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 8192, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = F.pairwise_distance(x, y1)
        x = torch.cumsum(x.flip(1), dim=1).flip(1)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 1024)
    y1 = torch.randn(64, 4096, 8192)
    return [x, y1]


def get_init_inputs():
    return []
