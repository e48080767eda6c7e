# Synthesized by cuagent (bench.synth.compose), seed=374, scale=large.
# ops: matmul -> activation:relu -> cat -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1)
        x = torch.relu(x)
        x = torch.cat([x, y2], dim=1)
        x = torch.cat([x, y3], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(4096, 1024)
    y2 = torch.randn(64, 1024, 1024)
    y3 = torch.randn(64, 2560, 1024)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
