# Synthesized by cuagent (bench.synth.compose), seed=43, scale=large.
# ops: max_pool1d -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_0 = nn.MaxPool1d(kernel_size=3, stride=2)

    def forward(self, x):
        x = self.max_pool1d_0(x)
        x = F.leaky_relu(x, negative_slope=0.2)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
