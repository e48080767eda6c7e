# Synthesized by cuagent (bench.synth.compose), seed=602, scale=h200.
# ops: bmm -> activation:softplus -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = F.softplus(x)
        x = torch.bmm(x, y2)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 512)
    y1 = torch.randn(128, 512, 1024)
    y2 = torch.randn(128, 1024, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
