# Synthesized by cuagent (bench.synth.compose), seed=16, scale=large.
# ops: einsum -> avg_pool1d -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 16384) / 128.0000)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=3, stride=2)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = self.avg_pool1d_1(x)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(256, 256, 16384)
    y1 = torch.randn(256, 511, 2048)
    return [x, y1]


def get_init_inputs():
    return []
