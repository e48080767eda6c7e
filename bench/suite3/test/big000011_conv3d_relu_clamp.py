# Synthesized by cuagent (bench.synth.compose), seed=11, scale=large.
# ops: conv3d -> activation:relu -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 512, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.relu(x)
        x = torch.clamp(x, min=-0.5, max=2.0)
        return x


def get_inputs():
    x = torch.randn(128, 32, 32, 64, 64)
    return [x]


def get_init_inputs():
    return []
