# Synthesized by cuagent (bench.synth.compose), seed=353, scale=large.
# ops: matmul -> bmm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_2 = nn.BatchNorm1d(32)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.bmm(x, y2)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 131072)
    y1 = torch.randn(131072, 4096)
    y2 = torch.randn(64, 4096, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
