# Synthesized by cuagent (bench.synth.compose), seed=387, scale=large.
# ops: linear -> max_pool1d -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 2048, bias=False)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.batch_norm_2 = nn.BatchNorm1d(8192)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.max_pool1d_1(x)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 1024)
    return [x]


def get_init_inputs():
    return []
