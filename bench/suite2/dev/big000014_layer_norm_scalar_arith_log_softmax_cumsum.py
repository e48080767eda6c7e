# Synthesized by cuagent (bench.synth.compose), seed=14, scale=large.
# ops: layer_norm -> scalar_arith -> softmax:log_softmax -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_0 = nn.LayerNorm(32)

    def forward(self, x):
        x = self.layer_norm_0(x)
        x = x / 0.1
        x = torch.log_softmax(x, dim=1)
        x = torch.cumsum(x, dim=4)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32, 64, 32)
    return [x]


def get_init_inputs():
    return []
