# Synthesized by cuagent (bench.synth.compose), seed=351, scale=large.
# ops: softmax:softmax -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = torch.softmax(x, dim=1)
        x = self.max_pool1d_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 65536)
    return [x]


def get_init_inputs():
    return []
