# Synthesized by cuagent (bench.synth.compose), seed=212, scale=h200.
# ops: bmm -> qk_scores -> matmul_v
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.bmm(x, y1)
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0442
        x = torch.matmul(x, y3)
        return x


def get_inputs():
    x = torch.randn(128, 512, 1024)
    y1 = torch.randn(128, 1024, 512)
    y2 = torch.randn(128, 512, 512)
    y3 = torch.randn(128, 512, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
