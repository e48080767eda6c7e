# Synthesized by cuagent (bench.synth.compose), seed=140, scale=large.
# ops: group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_0 = nn.GroupNorm(4, 256)

    def forward(self, x):
        x = self.group_norm_0(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 512)
    return [x]


def get_init_inputs():
    return []
