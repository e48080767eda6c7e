# Synthesized by cuagent (bench.synth.compose), seed=705, scale=h200.
# ops: bmm -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.mean(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(128, 512, 1024)
    y1 = torch.randn(128, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
