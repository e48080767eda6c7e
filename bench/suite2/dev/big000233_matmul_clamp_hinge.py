# Synthesized by cuagent (bench.synth.compose), seed=233, scale=large.
# ops: matmul -> clamp -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.clamp(x, min=-0.5, max=0.5)
        x = torch.clamp(1.0 - x * torch.sign(y2), min=0.0)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 1024)
    y1 = torch.randn(1024, 4096)
    y2 = torch.randn(256, 2048, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
