# Synthesized by cuagent (bench.synth.compose), seed=257, scale=h200.
# ops: linear -> activation:leaky_relu -> batch_norm -> activation:hardswish -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 8192, bias=True)
        self.batch_norm_2 = nn.BatchNorm1d(8192)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.leaky_relu(x, negative_slope=0.05)
        x = self.batch_norm_2(x)
        x = F.hardswish(x)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(4096, 1024)
    return [x]


def get_init_inputs():
    return []
