# Synthesized by cuagent (bench.synth.compose), seed=818, scale=h200.
# ops: matmul -> linear -> scalar_arith -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(2048, 512, bias=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        x = x + 2.0
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0442
        return x


def get_inputs():
    x = torch.randn(64, 256, 8192)
    y1 = torch.randn(8192, 2048)
    y2 = torch.randn(64, 256, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
