# Synthesized by cuagent (bench.synth.compose), seed=290, scale=large.
# ops: qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 512)
    y1 = torch.randn(256, 32, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
