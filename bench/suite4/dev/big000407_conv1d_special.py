# Synthesized by cuagent (bench.synth.compose), seed=407, scale=large.
# ops: conv1d -> special
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(64, 512, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 131072)
    return [x]


def get_init_inputs():
    return []
