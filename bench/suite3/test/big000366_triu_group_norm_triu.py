# Synthesized by cuagent (bench.synth.compose), seed=366, scale=large.
# ops: layout:triu -> group_norm -> layout:triu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(2, 128)

    def forward(self, x):
        x = torch.triu(x, diagonal=3)
        x = self.group_norm_1(x)
        x = torch.triu(x, diagonal=3)
        return x


def get_inputs():
    x = torch.randn(32, 128, 96, 96, 32)
    return [x]


def get_init_inputs():
    return []
