# Synthesized by cuagent (bench.synth.compose), seed=409, scale=large.
# ops: bmm -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 4096)
    y1 = torch.randn(256, 4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
