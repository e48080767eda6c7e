# Synthesized by cuagent (bench.synth.compose), seed=277, scale=large.
# ops: conv1d -> layout:repeat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(64, 256, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = x.repeat(1, 2, 1)
        return x


def get_inputs():
    x = torch.randn(128, 64, 32768)
    return [x]


def get_init_inputs():
    return []
