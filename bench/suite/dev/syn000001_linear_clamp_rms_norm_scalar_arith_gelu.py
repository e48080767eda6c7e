# Synthesized by cuagent (bench.synth.compose), seed=1, scale=h200.
# ops: linear -> clamp -> rms_norm -> scalar_arith -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 2048, bias=True)
        self.rms_norm_2 = nn.RMSNorm(2048)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-2.0, max=2.0)
        x = self.rms_norm_2(x)
        x = x / 2.0
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(4096, 8192)
    return [x]


def get_init_inputs():
    return []
