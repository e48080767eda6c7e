# Synthesized by cuagent (bench.synth.compose), seed=27, scale=large.
# ops: binary:rsub -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = 1.5 - x * y1
        x = torch.min(x, dim=1, keepdim=True)[0]
        return x


def get_inputs():
    x = torch.randn(64, 256, 131072)
    y1 = torch.randn(64, 256, 131072)
    return [x, y1]


def get_init_inputs():
    return []
