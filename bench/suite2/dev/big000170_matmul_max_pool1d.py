# Synthesized by cuagent (bench.synth.compose), seed=170, scale=large.
# ops: matmul -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.max_pool1d_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 1024)
    y1 = torch.randn(1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
