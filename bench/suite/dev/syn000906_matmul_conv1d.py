# Synthesized by cuagent (bench.synth.compose), seed=906, scale=h200.
# ops: matmul -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(2048, 16, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
