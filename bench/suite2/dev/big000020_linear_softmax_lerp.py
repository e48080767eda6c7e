# Synthesized by cuagent (bench.synth.compose), seed=20, scale=large.
# ops: linear -> softmax:softmax -> binary:lerp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.softmax(x, dim=-1)
        x = torch.lerp(x, y1, 0.3)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 4096)
    y1 = torch.randn(256, 2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
