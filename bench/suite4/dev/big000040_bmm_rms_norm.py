# Synthesized by cuagent (bench.synth.compose), seed=40, scale=large.
# ops: bmm -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(2048)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.rms_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 1024)
    y1 = torch.randn(64, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
