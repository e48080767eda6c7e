# Synthesized by cuagent (bench.synth.compose), seed=325, scale=large.
# ops: bmm -> reduce2:var -> batch_norm -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_2 = nn.BatchNorm1d(64)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.var(x, dim=2, keepdim=False)
        x = self.batch_norm_2(x)
        x = torch.cumsum(x.flip(1), dim=1).flip(1)
        return x


def get_inputs():
    x = torch.randn(64, 64, 16384)
    y1 = torch.randn(64, 16384, 1024)
    return [x, y1]


def get_init_inputs():
    return []
