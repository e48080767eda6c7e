# Synthesized by cuagent (bench.synth.compose), seed=4, scale=large.
# ops: linear -> activation:silu -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = F.silu(x)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
