# Synthesized by cuagent (bench.synth.compose), seed=453, scale=h200.
# ops: linear -> rms_norm -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 8192, bias=True)
        self.rms_norm_1 = nn.RMSNorm(8192)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.rms_norm_1(x)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
