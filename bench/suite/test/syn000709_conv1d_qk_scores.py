# Synthesized by cuagent (bench.synth.compose), seed=709, scale=h200.
# ops: conv1d -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 256, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    y1 = torch.randn(64, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
