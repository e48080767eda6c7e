# Synthesized by cuagent (bench.synth.compose), seed=890, scale=h200.
# ops: linear -> activation:mish -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 2048, bias=True)
        self.rms_norm_2 = nn.RMSNorm(2048)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.mish(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(8192, 2048)
    return [x]


def get_init_inputs():
    return []
