# Synthesized by cuagent (bench.synth.compose), seed=907, scale=h200.
# ops: qk_scores -> batch_norm -> group_norm -> reduce:sum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(8)
        self.group_norm_2 = nn.GroupNorm(2, 8)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = self.batch_norm_1(x)
        x = self.group_norm_2(x)
        x = torch.sum(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 8, 1024, 64)
    y1 = torch.randn(32, 8, 1024, 64)
    return [x, y1]


def get_init_inputs():
    return []
