# Synthesized by cuagent (bench.synth.compose), seed=854, scale=h200.
# ops: bmm -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 512)
    y1 = torch.randn(64, 512, 2048)
    return [x, y1]


def get_init_inputs():
    return []
