# Synthesized by cuagent (bench.synth.compose), seed=207, scale=large.
# ops: rms_norm -> layout:repeat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_0 = nn.RMSNorm(64)

    def forward(self, x):
        x = self.rms_norm_0(x)
        x = x.repeat(1, 2, 1, 1, 1)
        return x


def get_inputs():
    x = torch.randn(128, 64, 64, 32, 64)
    return [x]


def get_init_inputs():
    return []
