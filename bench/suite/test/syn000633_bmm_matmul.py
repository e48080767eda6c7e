# Synthesized by cuagent (bench.synth.compose), seed=633, scale=h200.
# ops: bmm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 256, 2048)
    y1 = torch.randn(64, 2048, 512)
    y2 = torch.randn(512, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
