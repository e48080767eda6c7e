# Synthesized by cuagent (bench.synth.compose), seed=198, scale=large.
# ops: conv1d -> scan:reverse -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(256, 256, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(256, 256, 16384)
    return [x]


def get_init_inputs():
    return []
