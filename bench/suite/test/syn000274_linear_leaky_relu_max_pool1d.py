# Synthesized by cuagent (bench.synth.compose), seed=274, scale=h200.
# ops: linear -> activation:leaky_relu -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 2048, bias=False)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=3, stride=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.leaky_relu(x, negative_slope=0.01)
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
