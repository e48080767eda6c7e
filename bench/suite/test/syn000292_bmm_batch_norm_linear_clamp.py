# Synthesized by cuagent (bench.synth.compose), seed=292, scale=h200.
# ops: bmm -> batch_norm -> linear -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(2048)
        self.linear_2 = nn.Linear(512, 2048, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.batch_norm_1(x)
        x = self.linear_2(x)
        x = torch.clamp(x, min=-0.5, max=0.5)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 1024)
    y1 = torch.randn(32, 1024, 512)
    return [x, y1]


def get_init_inputs():
    return []
