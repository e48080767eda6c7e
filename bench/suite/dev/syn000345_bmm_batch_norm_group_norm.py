# Synthesized by cuagent (bench.synth.compose), seed=345, scale=h200.
# ops: bmm -> batch_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(2048)
        self.group_norm_2 = nn.GroupNorm(8, 2048)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.batch_norm_1(x)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(16, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
