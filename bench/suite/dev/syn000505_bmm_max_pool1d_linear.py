# Synthesized by cuagent (bench.synth.compose), seed=505, scale=h200.
# ops: bmm -> max_pool1d -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.linear_2 = nn.Linear(1024, 2048, bias=False)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.max_pool1d_1(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 1024)
    y1 = torch.randn(128, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
