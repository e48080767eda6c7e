# Synthesized by cuagent (bench.synth.compose), seed=734, scale=h200.
# ops: bmm -> matmul -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(1024, 1024, bias=True)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.matmul(x, y2)
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 8192)
    y1 = torch.randn(16, 8192, 1024)
    y2 = torch.randn(1024, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
