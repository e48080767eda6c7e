# Synthesized by cuagent (bench.synth.compose), seed=106, scale=h200.
# ops: matmul -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(512, 512, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 1024)
    y1 = torch.randn(1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
