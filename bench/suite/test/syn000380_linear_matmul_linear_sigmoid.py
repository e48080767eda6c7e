# Synthesized by cuagent (bench.synth.compose), seed=380, scale=h200.
# ops: linear -> matmul -> linear -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 8192, bias=True)
        self.linear_2 = nn.Linear(4096, 1024, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.matmul(x, y1)
        x = self.linear_2(x)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(1024, 2048)
    y1 = torch.randn(8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
