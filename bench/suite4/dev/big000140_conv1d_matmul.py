# Synthesized by cuagent (bench.synth.compose), seed=140, scale=large.
# ops: conv1d -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 128, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(2048, 8192)
    return [x, y1]


def get_init_inputs():
    return []
