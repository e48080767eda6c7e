# Synthesized by cuagent (bench.synth.compose), seed=283, scale=large.
# ops: qk_scores -> scan:cumsum -> softmax:log_softmax -> clamp -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.cumsum(x, dim=3)
        x = torch.log_softmax(x, dim=1)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 64, 512, 256)
    y1 = torch.randn(64, 64, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
