# Synthesized by cuagent (bench.synth.compose), seed=415, scale=h200.
# ops: conv1d -> scalar_arith -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 128, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = x * 0.5
        x = x + 2.0
        return x


def get_inputs():
    x = torch.randn(128, 2048, 512)
    return [x]


def get_init_inputs():
    return []
