# Synthesized by cuagent (bench.synth.compose), seed=5, scale=h200.
# ops: linear -> matmul -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 2048, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.matmul(x, y1)
        x = F.leaky_relu(x, negative_slope=0.05)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 1024)
    y1 = torch.randn(2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
