# Synthesized by cuagent (bench.synth.compose), seed=725, scale=h200.
# ops: bmm -> scalar_arith -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_2 = nn.BatchNorm1d(1024)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = x / 0.1
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    y1 = torch.randn(32, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
