# Synthesized by cuagent (bench.synth.compose), seed=862, scale=h200.
# ops: linear -> clamp -> activation:tanh -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 2048, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = torch.tanh(x)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
