# Synthesized by cuagent (bench.synth.compose), seed=213, scale=large.
# ops: matmul -> batch_norm -> group_norm -> group_norm -> layout:pad_reflect
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(4096)
        self.group_norm_2 = nn.GroupNorm(8, 4096)
        self.group_norm_3 = nn.GroupNorm(4, 4096)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.batch_norm_1(x)
        x = self.group_norm_2(x)
        x = self.group_norm_3(x)
        x = F.pad(x, (1, 1, 1, 1), mode="reflect")
        return x


def get_inputs():
    x = torch.randn(64, 4096, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
