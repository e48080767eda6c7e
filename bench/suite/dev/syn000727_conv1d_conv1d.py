# Synthesized by cuagent (bench.synth.compose), seed=727, scale=h200.
# ops: conv1d -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 32, kernel_size=5, stride=1, padding=2, bias=False)
        self.conv1d_1 = nn.Conv1d(32, 32, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 8192)
    return [x]


def get_init_inputs():
    return []
