# Synthesized by cuagent (bench.synth.compose), seed=263, scale=large.
# ops: matmul -> reduce2:frobenius -> scan:reverse -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x / torch.norm(x, p="fro")
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 128, 32768)
    y1 = torch.randn(32768, 1024)
    return [x, y1]


def get_init_inputs():
    return []
