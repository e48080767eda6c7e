# Synthesized by cuagent (bench.synth.compose), seed=309, scale=large.
# ops: conv3d -> reduce:amax -> clamp -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 64, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.amax(x, dim=2, keepdim=True)
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = x * 0.1
        return x


def get_inputs():
    x = torch.randn(64, 128, 64, 96, 32)
    return [x]


def get_init_inputs():
    return []
