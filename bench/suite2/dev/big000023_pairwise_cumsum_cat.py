# Synthesized by cuagent (bench.synth.compose), seed=23, scale=large.
# ops: distance:pairwise -> scan:cumsum -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.pairwise_distance(x, y1)
        x = torch.cumsum(x, dim=1)
        x = torch.cat([x, y2], dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 512, 16384)
    y1 = torch.randn(256, 512, 16384)
    y2 = torch.randn(256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
