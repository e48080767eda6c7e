# Synthesized by cuagent (bench.synth.compose), seed=92, scale=large.
# ops: avg_pool1d -> max_pool1d -> scalar_arith -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_0 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.conv1d_3 = nn.Conv1d(64, 128, kernel_size=5, stride=1, padding=2, bias=True)

    def forward(self, x):
        x = self.avg_pool1d_0(x)
        x = self.max_pool1d_1(x)
        x = x - 0.1
        x = self.conv1d_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 131072)
    return [x]


def get_init_inputs():
    return []
