# Synthesized by cuagent (bench.synth.compose), seed=43, scale=large.
# ops: layout:pad_reflect -> activation:sigmoid -> activation2:hardsigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, (3, 3, 3, 3), mode="reflect")
        x = torch.sigmoid(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
