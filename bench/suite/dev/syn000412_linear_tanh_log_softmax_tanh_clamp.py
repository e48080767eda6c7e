# Synthesized by cuagent (bench.synth.compose), seed=412, scale=h200.
# ops: linear -> activation:tanh -> softmax:log_softmax -> activation:tanh -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 8192, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.tanh(x)
        x = torch.log_softmax(x, dim=-1)
        x = torch.tanh(x)
        x = torch.clamp(x, min=-2.0, max=2.0)
        return x


def get_inputs():
    x = torch.randn(8192, 512)
    return [x]


def get_init_inputs():
    return []
