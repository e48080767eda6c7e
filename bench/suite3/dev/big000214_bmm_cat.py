# Synthesized by cuagent (bench.synth.compose), seed=214, scale=large.
# ops: bmm -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.cat([x, y2], dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 1024)
    y1 = torch.randn(256, 1024, 4096)
    y2 = torch.randn(256, 1024, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
