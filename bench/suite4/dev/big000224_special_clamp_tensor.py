# Synthesized by cuagent (bench.synth.compose), seed=224, scale=large.
# ops: special -> clamp_tensor
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.clamp_tensor_1_lo = nn.Parameter(-1.0 - torch.rand(96))
        self.clamp_tensor_1_hi = nn.Parameter(1.0 + torch.rand(96))

    def forward(self, x):
        x = torch.sinc(x)
        x = torch.clamp(x, self.clamp_tensor_1_lo, self.clamp_tensor_1_hi)
        return x


def get_inputs():
    x = torch.randn(32, 256, 32, 64, 96)
    return [x]


def get_init_inputs():
    return []
