# Synthesized by cuagent (bench.synth.compose), seed=199, scale=large.
# ops: conv1d -> conv1d -> binary:where
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.conv1d_1 = nn.Conv1d(64, 128, kernel_size=5, stride=1, padding=2, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = self.conv1d_1(x)
        x = torch.where(x > y1, x, 0.5 * y1)
        return x


def get_inputs():
    x = torch.randn(64, 32, 131072)
    y1 = torch.randn(64, 128, 131072)
    return [x, y1]


def get_init_inputs():
    return []
