# Synthesized by cuagent (bench.synth.compose), seed=304, scale=large.
# ops: matmul -> linear -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(2048, 8192, bias=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        x = torch.cat([x, y2], dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 4096, 1024)
    y1 = torch.randn(1024, 2048)
    y2 = torch.randn(32, 4096, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
