# Synthesized by cuagent (bench.synth.compose), seed=217, scale=large.
# ops: linear -> activation2:softshrink -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 16384, bias=False)
        self.layer_norm_2 = nn.LayerNorm(16384)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.softshrink(x, lambd=0.25)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
