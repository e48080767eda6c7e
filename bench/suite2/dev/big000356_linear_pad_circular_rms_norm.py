# Synthesized by cuagent (bench.synth.compose), seed=356, scale=large.
# ops: linear -> layout:pad_circular -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(65536, 2048, bias=True)
        self.rms_norm_2 = nn.RMSNorm(2054)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.pad(x, (3, 3, 3, 3), mode="circular")
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 65536)
    return [x]


def get_init_inputs():
    return []
