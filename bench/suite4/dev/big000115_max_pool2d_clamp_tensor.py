# Synthesized by cuagent (bench.synth.compose), seed=115, scale=large.
# ops: max_pool2d -> clamp_tensor
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_0 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.clamp_tensor_1_lo = nn.Parameter(-1.0 - torch.rand(256))
        self.clamp_tensor_1_hi = nn.Parameter(1.0 + torch.rand(256))

    def forward(self, x):
        x = self.max_pool2d_0(x)
        x = torch.clamp(x, self.clamp_tensor_1_lo, self.clamp_tensor_1_hi)
        return x


def get_inputs():
    x = torch.randn(256, 64, 256, 512)
    return [x]


def get_init_inputs():
    return []
