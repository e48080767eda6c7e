# Synthesized by cuagent (bench.synth.compose), seed=339, scale=large.
# ops: bmm -> linear -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(1024, 8192, bias=False)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.linear_1(x)
        x = torch.min(x, dim=1, keepdim=False)[0]
        return x


def get_inputs():
    x = torch.randn(128, 256, 16384)
    y1 = torch.randn(128, 16384, 1024)
    return [x, y1]


def get_init_inputs():
    return []
