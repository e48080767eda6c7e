# Synthesized by cuagent (bench.synth.compose), seed=103, scale=large.
# ops: conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 32, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 131072)
    return [x]


def get_init_inputs():
    return []
