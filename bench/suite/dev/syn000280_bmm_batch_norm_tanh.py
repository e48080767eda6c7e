# Synthesized by cuagent (bench.synth.compose), seed=280, scale=h200.
# ops: bmm -> batch_norm -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(2048)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.batch_norm_1(x)
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    y1 = torch.randn(64, 1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
