# Synthesized by cuagent (bench.synth.compose), seed=704, scale=h200.
# ops: linear -> activation:softplus -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 4096, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = F.softplus(x)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    y1 = torch.randn(32, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
