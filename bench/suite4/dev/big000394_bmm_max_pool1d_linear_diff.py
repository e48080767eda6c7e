# Synthesized by cuagent (bench.synth.compose), seed=394, scale=large.
# ops: bmm -> max_pool1d -> linear -> diff
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.linear_2 = nn.Linear(512, 1024, bias=False)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.max_pool1d_1(x)
        x = self.linear_2(x)
        x = torch.diff(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 128, 32768)
    y1 = torch.randn(32, 32768, 1024)
    return [x, y1]


def get_init_inputs():
    return []
