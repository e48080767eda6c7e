# Synthesized by cuagent (bench.synth.compose), seed=185, scale=large.
# ops: softmax:log_softmax -> scan:exclusive -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.log_softmax(x, dim=-1)
        x = torch.cumsum(x, dim=4) - x
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 48, 64, 64)
    y1 = torch.randn(64, 128, 48, 64, 64)
    return [x, y1]


def get_init_inputs():
    return []
