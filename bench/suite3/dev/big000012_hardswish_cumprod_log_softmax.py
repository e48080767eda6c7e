# Synthesized by cuagent (bench.synth.compose), seed=12, scale=large.
# ops: activation:hardswish -> scan:cumprod -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=4)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 64, 48, 64)
    return [x]


def get_init_inputs():
    return []
