# Synthesized by cuagent (bench.synth.compose), seed=271, scale=h200.
# ops: matmul -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(4096)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.batch_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(4096, 8192)
    y1 = torch.randn(8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
