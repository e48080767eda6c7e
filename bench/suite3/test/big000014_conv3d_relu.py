# Synthesized by cuagent (bench.synth.compose), seed=14, scale=large.
# ops: conv3d -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 128, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32, 64, 32)
    return [x]


def get_init_inputs():
    return []
