# Synthesized by cuagent (bench.synth.compose), seed=424, scale=large.
# ops: matmul -> linear -> reduce:mean -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(2048, 8192, bias=False)
        self.linear_3 = nn.Linear(8192, 16384, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        x = torch.mean(x, dim=1, keepdim=False)
        x = self.linear_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 4096, 1024)
    y1 = torch.randn(1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
