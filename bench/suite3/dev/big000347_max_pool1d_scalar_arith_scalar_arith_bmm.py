# Synthesized by cuagent (bench.synth.compose), seed=347, scale=large.
# ops: max_pool1d -> scalar_arith -> scalar_arith -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_0 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.max_pool1d_0(x)
        x = x + 0.1
        x = x / 3.0
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    y1 = torch.randn(128, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
