# cuagent ops30: a conv, then LayerNorm over its (C, H, W) and a SiLU.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(32, 48, 3, padding=1)
        self.norm = nn.LayerNorm((48, 96, 96))

    def forward(self, x):
        return F.silu(self.norm(self.conv(x)))


def get_inputs():
    return [torch.randn(96, 32, 96, 96)]


def get_init_inputs():
    return []
