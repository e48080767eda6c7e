# Synthesized by cuagent (bench.synth.compose), seed=173, scale=large.
# ops: loss:l1 -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = F.l1_loss(x, y1, reduction="none")
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 8192, 128)
    y1 = torch.randn(32, 32, 8192, 128)
    return [x, y1]


def get_init_inputs():
    return []
