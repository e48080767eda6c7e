# Synthesized by cuagent (bench.synth.compose), seed=370, scale=large.
# ops: quantize -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = (x // 0.1) * 0.1
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(128, 128, 131072)
    return [x]


def get_init_inputs():
    return []
