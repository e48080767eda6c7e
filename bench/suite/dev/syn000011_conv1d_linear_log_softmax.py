# Synthesized by cuagent (bench.synth.compose), seed=11, scale=h200.
# ops: conv1d -> linear -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.linear_1 = nn.Linear(8192, 4096, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.linear_1(x)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(16, 512, 8192)
    return [x]


def get_init_inputs():
    return []
