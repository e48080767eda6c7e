# Synthesized by cuagent (bench.synth.compose), seed=610, scale=h200.
# ops: linear -> layer_norm -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 2048, bias=True)
        self.layer_norm_1 = nn.LayerNorm(2048)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.layer_norm_1(x)
        x = torch.clamp(x, min=-0.5, max=2.0)
        return x


def get_inputs():
    x = torch.randn(2048, 8192)
    return [x]


def get_init_inputs():
    return []
