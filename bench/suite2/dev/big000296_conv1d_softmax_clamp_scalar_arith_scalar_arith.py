# Synthesized by cuagent (bench.synth.compose), seed=296, scale=large.
# ops: conv1d -> softmax:softmax -> clamp -> scalar_arith -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 512, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.softmax(x, dim=-1)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = x / 2.0
        x = x + 2.0
        return x


def get_inputs():
    x = torch.randn(128, 32, 32768)
    return [x]


def get_init_inputs():
    return []
