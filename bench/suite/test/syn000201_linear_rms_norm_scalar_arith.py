# Synthesized by cuagent (bench.synth.compose), seed=201, scale=h200.
# ops: linear -> rms_norm -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 8192, bias=True)
        self.rms_norm_1 = nn.RMSNorm(8192)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.rms_norm_1(x)
        x = x * 0.1
        return x


def get_inputs():
    x = torch.randn(16, 128, 8192)
    return [x]


def get_init_inputs():
    return []
