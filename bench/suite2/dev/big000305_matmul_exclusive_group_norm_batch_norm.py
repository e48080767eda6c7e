# Synthesized by cuagent (bench.synth.compose), seed=305, scale=large.
# ops: matmul -> scan:exclusive -> group_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_2 = nn.GroupNorm(8, 2048)
        self.batch_norm_3 = nn.BatchNorm1d(2048)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.cumsum(x, dim=2) - x
        x = self.group_norm_2(x)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
