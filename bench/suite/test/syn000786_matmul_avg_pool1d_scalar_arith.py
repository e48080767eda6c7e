# Synthesized by cuagent (bench.synth.compose), seed=786, scale=h200.
# ops: matmul -> avg_pool1d -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.avg_pool1d_1(x)
        x = x * 0.5
        return x


def get_inputs():
    x = torch.randn(32, 512, 1024)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
