# Synthesized by cuagent (bench.synth.compose), seed=418, scale=large.
# ops: scan:reverse -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(32)

    def forward(self, x):
        x = torch.cumsum(x.flip(3), dim=3).flip(3)
        x = self.batch_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 256)
    return [x]


def get_init_inputs():
    return []
