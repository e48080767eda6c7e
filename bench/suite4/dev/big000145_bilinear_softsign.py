# Synthesized by cuagent (bench.synth.compose), seed=145, scale=large.
# ops: resample:bilinear -> activation2:softsign
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=False)
        x = F.softsign(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 4096, 128)
    return [x]


def get_init_inputs():
    return []
