# Synthesized by cuagent (bench.synth.compose), seed=248, scale=large.
# ops: resample:pixel_shuffle -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pixel_shuffle(x, 2)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 256)
    return [x]


def get_init_inputs():
    return []
