# Synthesized by cuagent (bench.synth.compose), seed=910, scale=h200.
# ops: bmm -> avg_pool1d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=3, stride=3)
        self.group_norm_2 = nn.GroupNorm(8, 2048)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.avg_pool1d_1(x)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 512)
    y1 = torch.randn(128, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
