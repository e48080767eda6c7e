# Synthesized by cuagent (bench.synth.compose), seed=410, scale=large.
# ops: clamp_tensor -> softmax:softmax -> scan:exclusive -> diff
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.clamp_tensor_0_lo = nn.Parameter(-1.0 - torch.rand(4096))
        self.clamp_tensor_0_hi = nn.Parameter(1.0 + torch.rand(4096))

    def forward(self, x):
        x = torch.clamp(x, self.clamp_tensor_0_lo, self.clamp_tensor_0_hi)
        x = torch.softmax(x, dim=1)
        x = torch.cumsum(x, dim=2) - x
        x = torch.diff(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
