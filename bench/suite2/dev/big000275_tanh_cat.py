# Synthesized by cuagent (bench.synth.compose), seed=275, scale=large.
# ops: activation:tanh -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.tanh(x)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 64, 256, 512)
    y1 = torch.randn(64, 64, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
