# Synthesized by cuagent (bench.synth.compose), seed=642, scale=h200.
# ops: qk_scores -> matmul -> linear -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(8192, 8192, bias=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.matmul(x, y2)
        x = self.linear_2(x)
        x = x / 0.1
        return x


def get_inputs():
    x = torch.randn(32, 256, 512)
    y1 = torch.randn(32, 256, 512)
    y2 = torch.randn(256, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
