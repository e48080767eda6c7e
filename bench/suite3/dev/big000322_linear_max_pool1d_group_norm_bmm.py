# Synthesized by cuagent (bench.synth.compose), seed=322, scale=large.
# ops: linear -> max_pool1d -> group_norm -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.group_norm_2 = nn.GroupNorm(4, 8192)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.max_pool1d_1(x)
        x = self.group_norm_2(x)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(32, 512, 1024)
    return [x, y1]


def get_init_inputs():
    return []
