# Synthesized by cuagent (bench.synth.compose), seed=267, scale=large.
# ops: bmm -> layout:pad_replicate -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.pad(x, (1, 1, 1, 1), mode="replicate")
        x = torch.cumsum(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
