# Synthesized by cuagent (bench.synth.compose), seed=932, scale=h200.
# ops: linear -> linear -> activation:relu -> matmul -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 8192, bias=False)
        self.linear_1 = nn.Linear(8192, 4096, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.linear_1(x)
        x = torch.relu(x)
        x = torch.matmul(x, y1)
        x = F.leaky_relu(x, negative_slope=0.05)
        return x


def get_inputs():
    x = torch.randn(2048, 4096)
    y1 = torch.randn(4096, 4096)
    return [x, y1]


def get_init_inputs():
    return []
