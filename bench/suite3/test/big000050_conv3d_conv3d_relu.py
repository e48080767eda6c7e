# Synthesized by cuagent (bench.synth.compose), seed=50, scale=large.
# ops: conv3d -> conv3d -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.conv3d_1 = nn.Conv3d(64, 32, kernel_size=1, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.conv3d_1(x)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 64, 48, 96)
    return [x]


def get_init_inputs():
    return []
