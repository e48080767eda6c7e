# Synthesized by cuagent (bench.synth.compose), seed=802, scale=h200.
# ops: bmm -> activation:tanh -> linear -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(512, 1024, bias=False)
        self.linear_3 = nn.Linear(1024, 2048, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.tanh(x)
        x = self.linear_2(x)
        x = self.linear_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 512)
    y1 = torch.randn(32, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
