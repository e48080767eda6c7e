# Synthesized by cuagent (bench.synth.compose), seed=293, scale=large.
# ops: bmm -> special
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.sinc(x)
        return x


def get_inputs():
    x = torch.randn(128, 4096, 1024)
    y1 = torch.randn(128, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
