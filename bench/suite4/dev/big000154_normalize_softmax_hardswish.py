# Synthesized by cuagent (bench.synth.compose), seed=154, scale=large.
# ops: distance:normalize -> softmax:softmax -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = F.normalize(x + y1, dim=1)
        x = torch.softmax(x, dim=1)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 512, 512)
    y1 = torch.randn(64, 64, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
