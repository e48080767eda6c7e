# Synthesized by cuagent (bench.synth.compose), seed=47, scale=large.
# ops: clamp -> clamp -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_2 = nn.BatchNorm2d(256)

    def forward(self, x):
        x = torch.clamp(x, min=-2.0, max=1.0)
        x = torch.clamp(x, min=-2.0, max=0.5)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 256, 128, 128)
    return [x]


def get_init_inputs():
    return []
