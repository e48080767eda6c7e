# Synthesized by cuagent (bench.synth.compose), seed=291, scale=h200.
# ops: matmul -> group_norm -> avg_pool1d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(8, 512)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.group_norm_3 = nn.GroupNorm(4, 512)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.group_norm_1(x)
        x = self.avg_pool1d_2(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 1024)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
