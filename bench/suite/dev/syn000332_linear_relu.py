# Synthesized by cuagent (bench.synth.compose), seed=332, scale=h200.
# ops: linear -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 2048, bias=False)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(2048, 8192)
    return [x]


def get_init_inputs():
    return []
