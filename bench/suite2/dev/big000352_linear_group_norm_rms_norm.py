# Synthesized by cuagent (bench.synth.compose), seed=352, scale=large.
# ops: linear -> group_norm -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 2048, bias=True)
        self.group_norm_1 = nn.GroupNorm(2, 8192)
        self.rms_norm_2 = nn.RMSNorm(2048)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.group_norm_1(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 1024)
    return [x]


def get_init_inputs():
    return []
