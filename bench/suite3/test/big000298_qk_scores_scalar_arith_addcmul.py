# Synthesized by cuagent (bench.synth.compose), seed=298, scale=large.
# ops: qk_scores -> scalar_arith -> binary:addcmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = x - 0.5
        x = torch.addcmul(x, y2, y2, value=0.25)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 128)
    y1 = torch.randn(128, 128, 256, 128)
    y2 = torch.randn(128, 128, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
