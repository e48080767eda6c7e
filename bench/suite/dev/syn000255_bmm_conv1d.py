# Synthesized by cuagent (bench.synth.compose), seed=255, scale=h200.
# ops: bmm -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(1024, 64, kernel_size=5, stride=2, padding=2, bias=False)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    y1 = torch.randn(32, 2048, 512)
    return [x, y1]


def get_init_inputs():
    return []
