# Synthesized by cuagent (bench.synth.compose), seed=220, scale=h200.
# ops: conv3d -> activation:softplus -> clamp -> max_pool3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(16, 256, kernel_size=3, stride=2, padding=0, bias=False)
        self.max_pool3d_3 = nn.MaxPool3d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = F.softplus(x)
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = self.max_pool3d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 32, 32, 48)
    return [x]


def get_init_inputs():
    return []
