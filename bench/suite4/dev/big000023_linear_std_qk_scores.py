# Synthesized by cuagent (bench.synth.compose), seed=23, scale=large.
# ops: linear -> reduce2:std -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 8192, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.std(x, dim=2, keepdim=True)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 1.0
        return x


def get_inputs():
    x = torch.randn(64, 4096, 1024)
    y1 = torch.randn(64, 4096, 1)
    return [x, y1]


def get_init_inputs():
    return []
