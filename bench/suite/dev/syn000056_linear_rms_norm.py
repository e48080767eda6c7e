# Synthesized by cuagent (bench.synth.compose), seed=56, scale=h200.
# ops: linear -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 4096, bias=True)
        self.rms_norm_1 = nn.RMSNorm(4096)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.rms_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(8192, 8192)
    return [x]


def get_init_inputs():
    return []
