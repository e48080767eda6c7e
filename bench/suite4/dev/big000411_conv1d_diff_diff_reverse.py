# Synthesized by cuagent (bench.synth.compose), seed=411, scale=large.
# ops: conv1d -> diff -> diff -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 128, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.diff(x, dim=1)
        x = torch.diff(x, dim=1)
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        return x


def get_inputs():
    x = torch.randn(128, 32, 65536)
    return [x]


def get_init_inputs():
    return []
