# Synthesized by cuagent (bench.synth.compose), seed=660, scale=h200.
# ops: linear -> activation:leaky_relu -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)
        self.batch_norm_2 = nn.BatchNorm1d(1024)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.leaky_relu(x, negative_slope=0.01)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(8192, 4096)
    return [x]


def get_init_inputs():
    return []
