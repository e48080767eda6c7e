# Synthesized by cuagent (bench.synth.compose), seed=211, scale=large.
# ops: group_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_0 = nn.GroupNorm(4, 512)
        self.layer_norm_1 = nn.LayerNorm(131072)

    def forward(self, x):
        x = self.group_norm_0(x)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 131072)
    return [x]


def get_init_inputs():
    return []
