# Synthesized by cuagent (bench.synth.compose), seed=380, scale=large.
# ops: cat -> max_pool1d -> layout:tril
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.cat([x, y1], dim=1)
        x = self.max_pool1d_1(x)
        x = torch.tril(x, diagonal=3)
        return x


def get_inputs():
    x = torch.randn(256, 128, 32768)
    y1 = torch.randn(256, 128, 32768)
    return [x, y1]


def get_init_inputs():
    return []
