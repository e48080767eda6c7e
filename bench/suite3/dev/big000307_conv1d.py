# Synthesized by cuagent (bench.synth.compose), seed=307, scale=large.
# ops: conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(256, 64, kernel_size=5, stride=1, padding=2, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32768)
    return [x]


def get_init_inputs():
    return []
