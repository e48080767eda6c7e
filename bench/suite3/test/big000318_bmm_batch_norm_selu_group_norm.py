# Synthesized by cuagent (bench.synth.compose), seed=318, scale=large.
# ops: bmm -> batch_norm -> activation2:selu -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(4096)
        self.group_norm_3 = nn.GroupNorm(2, 4096)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.batch_norm_1(x)
        x = F.selu(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 1024)
    y1 = torch.randn(64, 1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
