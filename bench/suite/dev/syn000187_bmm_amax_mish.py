# Synthesized by cuagent (bench.synth.compose), seed=187, scale=h200.
# ops: bmm -> reduce:amax -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.amax(x, dim=2, keepdim=False)
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 1024)
    y1 = torch.randn(16, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
