# Synthesized by cuagent (bench.synth.compose), seed=219, scale=large.
# ops: tensor_arith:sub_input -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = x - y1
        x = torch.clamp(x, min=-1.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 256)
    y1 = torch.randn(128, 256, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
