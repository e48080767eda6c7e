# Synthesized by cuagent (bench.synth.compose), seed=425, scale=h200.
# ops: conv2d -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 256, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(64, 16, 64, 256)
    return [x]


def get_init_inputs():
    return []
