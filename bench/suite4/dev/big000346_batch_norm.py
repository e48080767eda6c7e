# Synthesized by cuagent (bench.synth.compose), seed=346, scale=large.
# ops: batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm1d(256)

    def forward(self, x):
        x = self.batch_norm_0(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 65536)
    return [x]


def get_init_inputs():
    return []
