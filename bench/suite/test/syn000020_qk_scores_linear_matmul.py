# Synthesized by cuagent (bench.synth.compose), seed=20, scale=h200.
# ops: qk_scores -> linear -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(1024, 1024, bias=False)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.linear_1(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 512)
    y1 = torch.randn(32, 1024, 512)
    y2 = torch.randn(1024, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
