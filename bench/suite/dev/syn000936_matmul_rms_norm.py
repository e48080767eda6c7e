# Synthesized by cuagent (bench.synth.compose), seed=936, scale=h200.
# ops: matmul -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(4096)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.rms_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(8192, 4096)
    y1 = torch.randn(4096, 4096)
    return [x, y1]


def get_init_inputs():
    return []
