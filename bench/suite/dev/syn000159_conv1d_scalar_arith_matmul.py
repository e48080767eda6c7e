# Synthesized by cuagent (bench.synth.compose), seed=159, scale=h200.
# ops: conv1d -> scalar_arith -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(64, 256, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = x / 0.1
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(128, 64, 4096)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
