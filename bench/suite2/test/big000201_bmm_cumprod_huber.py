# Synthesized by cuagent (bench.synth.compose), seed=201, scale=large.
# ops: bmm -> scan:cumprod -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=2)
        x = F.huber_loss(x, y2, reduction="none", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(64, 512, 16384)
    y1 = torch.randn(64, 16384, 2048)
    y2 = torch.randn(64, 512, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
