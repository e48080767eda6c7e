# Synthesized by cuagent (bench.synth.compose), seed=295, scale=large.
# ops: conv1d -> tensor_arith:sub_input -> scan:exclusive -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(128, 256, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = x - y1
        x = torch.cumsum(x, dim=1) - x
        x = torch.clamp(x, min=-0.5, max=1.0)
        return x


def get_inputs():
    x = torch.randn(64, 128, 131072)
    y1 = torch.randn(64, 256, 131072)
    return [x, y1]


def get_init_inputs():
    return []
