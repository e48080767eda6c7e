# Synthesized by cuagent (bench.synth.compose), seed=272, scale=large.
# ops: bmm -> group_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(2, 8192)
        self.layer_norm_2 = nn.LayerNorm(1024)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.group_norm_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(32, 4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
