# Synthesized by cuagent (bench.synth.compose), seed=753, scale=h200.
# ops: conv1d -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 128, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
