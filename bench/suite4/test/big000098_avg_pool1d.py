# Synthesized by cuagent (bench.synth.compose), seed=98, scale=large.
# ops: avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_0 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.avg_pool1d_0(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
