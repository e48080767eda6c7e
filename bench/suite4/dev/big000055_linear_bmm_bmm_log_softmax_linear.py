# Synthesized by cuagent (bench.synth.compose), seed=55, scale=large.
# ops: linear -> bmm -> bmm -> softmax:log_softmax -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(16384, 8192, bias=False)
        self.linear_4 = nn.Linear(2048, 4096, bias=True)

    def forward(self, x, y1, y2):
        x = self.linear_0(x)
        x = torch.bmm(x, y1)
        x = torch.bmm(x, y2)
        x = torch.log_softmax(x, dim=1)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 16384)
    y1 = torch.randn(256, 8192, 1024)
    y2 = torch.randn(256, 1024, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
