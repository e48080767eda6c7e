# Synthesized by cuagent (bench.synth.compose), seed=30, scale=large.
# ops: linear -> rms_norm -> reduce:sum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(131072, 1024, bias=False)
        self.rms_norm_1 = nn.RMSNorm(1024)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.rms_norm_1(x)
        x = torch.sum(x, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 256, 131072)
    return [x]


def get_init_inputs():
    return []
