# Synthesized by cuagent (bench.synth.compose), seed=58, scale=h200.
# ops: matmul -> activation:softplus -> batch_norm -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_2 = nn.BatchNorm1d(1024)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.softplus(x)
        x = self.batch_norm_2(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    y1 = torch.randn(2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
