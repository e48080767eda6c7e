# Synthesized by cuagent (bench.synth.compose), seed=781, scale=h200.
# ops: linear -> avg_pool1d -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 8192, bias=True)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.avg_pool1d_1(x)
        x = torch.mean(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 512, 2048)
    return [x]


def get_init_inputs():
    return []
