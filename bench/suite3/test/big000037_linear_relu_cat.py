# Synthesized by cuagent (bench.synth.compose), seed=37, scale=large.
# ops: linear -> activation:relu -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 2048, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.relu(x)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 1024)
    y1 = torch.randn(32, 8192, 2048)
    return [x, y1]


def get_init_inputs():
    return []
