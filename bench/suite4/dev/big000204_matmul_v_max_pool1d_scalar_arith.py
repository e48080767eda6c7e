# Synthesized by cuagent (bench.synth.compose), seed=204, scale=large.
# ops: matmul_v -> max_pool1d -> scalar_arith
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
        x = x / 0.1
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 4096, 64)
    return [x, y1]


def get_init_inputs():
    return []
