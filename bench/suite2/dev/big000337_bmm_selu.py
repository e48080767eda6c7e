# Synthesized by cuagent (bench.synth.compose), seed=337, scale=large.
# ops: bmm -> activation2:selu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.selu(x)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 4096)
    y1 = torch.randn(64, 4096, 4096)
    return [x, y1]


def get_init_inputs():
    return []
