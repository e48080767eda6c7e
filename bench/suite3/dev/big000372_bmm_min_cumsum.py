# Synthesized by cuagent (bench.synth.compose), seed=372, scale=large.
# ops: bmm -> reduce:min -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.min(x, dim=2, keepdim=False)[0]
        x = torch.cumsum(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 4096)
    y1 = torch.randn(128, 4096, 4096)
    return [x, y1]


def get_init_inputs():
    return []
