# Synthesized by cuagent (bench.synth.compose), seed=240, scale=large.
# ops: clamp -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=3, stride=2)

    def forward(self, x):
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = self.avg_pool1d_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    return [x]


def get_init_inputs():
    return []
