# Synthesized by cuagent (bench.synth.compose), seed=409, scale=large.
# ops: conv1d -> reduce2:var -> special -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(256, 32, kernel_size=3, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.var(x, dim=1, keepdim=True)
        x = torch.hypot(x, 1.0 - x)
        x = torch.cumsum(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(256, 256, 32768)
    return [x]


def get_init_inputs():
    return []
