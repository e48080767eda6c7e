# Synthesized by cuagent (bench.synth.compose), seed=48, scale=large.
# ops: avg_pool1d -> activation2:softsign -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_0 = nn.AvgPool1d(kernel_size=3, stride=3)

    def forward(self, x, y1):
        x = self.avg_pool1d_0(x)
        x = F.softsign(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(1365, 4096)
    return [x, y1]


def get_init_inputs():
    return []
