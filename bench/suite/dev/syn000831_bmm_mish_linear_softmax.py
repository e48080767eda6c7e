# Synthesized by cuagent (bench.synth.compose), seed=831, scale=h200.
# ops: bmm -> activation:mish -> linear -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(512, 8192, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.mish(x)
        x = self.linear_2(x)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 512, 512)
    y1 = torch.randn(32, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
