# Synthesized by cuagent (bench.synth.compose), seed=479, scale=h200.
# ops: linear -> activation:tanh -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 2048, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.tanh(x)
        x = torch.clamp(x, min=-2.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(64, 512, 4096)
    return [x]


def get_init_inputs():
    return []
