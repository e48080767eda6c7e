# Synthesized by cuagent (bench.synth.compose), seed=398, scale=large.
# ops: matmul -> activation:mish -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = F.mish(x)
        x = torch.clamp(1.0 - x * torch.sign(y2), min=0.0).sum()
        return x


def get_inputs():
    x = torch.randn(64, 1024, 1024)
    y1 = torch.randn(1024, 16384)
    y2 = torch.randn(64, 1024, 16384)
    return [x, y1, y2]


def get_init_inputs():
    return []
