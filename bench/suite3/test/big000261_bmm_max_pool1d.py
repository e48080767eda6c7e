# Synthesized by cuagent (bench.synth.compose), seed=261, scale=large.
# ops: bmm -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=3, stride=2)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.max_pool1d_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    y1 = torch.randn(256, 2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
