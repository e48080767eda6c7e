# Synthesized by cuagent (bench.synth.compose), seed=20, scale=large.
# ops: binary:where -> activation2:hardtanh -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.where(x > y1, x, 0.5 * y1)
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32768)
    y1 = torch.randn(128, 256, 32768)
    return [x, y1]


def get_init_inputs():
    return []
