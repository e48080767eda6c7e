# Synthesized by cuagent (bench.synth.compose), seed=754, scale=h200.
# ops: qk_scores -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.max_pool1d_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 512)
    y1 = torch.randn(64, 1024, 512)
    return [x, y1]


def get_init_inputs():
    return []
