# Synthesized by cuagent (bench.synth.compose), seed=487, scale=h200.
# ops: batch_norm -> group_norm -> avg_pool1d -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm1d(1024)
        self.group_norm_1 = nn.GroupNorm(8, 1024)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.batch_norm_0(x)
        x = self.group_norm_1(x)
        x = self.avg_pool1d_2(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    y1 = torch.randn(32, 1024, 512)
    return [x, y1]


def get_init_inputs():
    return []
