# Synthesized by cuagent (bench.synth.compose), seed=545, scale=h200.
# ops: conv1d -> linear -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 512, kernel_size=5, stride=2, padding=2, bias=True)
        self.linear_1 = nn.Linear(1024, 2048, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.linear_1(x)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    return [x]


def get_init_inputs():
    return []
