# Synthesized by cuagent (bench.synth.compose), seed=162, scale=large.
# ops: bmm -> layout:repeat -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_2 = nn.GroupNorm(8, 2048)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = x.repeat(1, 2, 1)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 4096)
    y1 = torch.randn(256, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
