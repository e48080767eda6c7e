# Synthesized by cuagent (bench.synth.compose), seed=102, scale=h200.
# ops: linear -> matmul -> linear -> matmul -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 512, bias=False)
        self.linear_2 = nn.Linear(8192, 8192, bias=False)

    def forward(self, x, y1, y2):
        x = self.linear_0(x)
        x = torch.matmul(x, y1)
        x = self.linear_2(x)
        x = torch.matmul(x, y2)
        x = torch.min(x, dim=1, keepdim=False)[0]
        return x


def get_inputs():
    x = torch.randn(8192, 4096)
    y1 = torch.randn(512, 8192)
    y2 = torch.randn(8192, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
