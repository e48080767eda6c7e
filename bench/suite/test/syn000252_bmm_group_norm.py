# Synthesized by cuagent (bench.synth.compose), seed=252, scale=h200.
# ops: bmm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(2, 512)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.group_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 1024)
    y1 = torch.randn(64, 1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
