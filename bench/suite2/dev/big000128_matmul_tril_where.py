# Synthesized by cuagent (bench.synth.compose), seed=128, scale=large.
# ops: matmul -> layout:tril -> binary:where
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.tril(x, diagonal=3)
        x = torch.where(x > y2, x, 0.5 * y2)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 1024)
    y1 = torch.randn(1024, 2048)
    y2 = torch.randn(64, 8192, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
