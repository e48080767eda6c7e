# Synthesized by cuagent (bench.synth.compose), seed=758, scale=h200.
# ops: scalar_arith -> conv1d -> avg_pool1d -> matmul -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(32, 64, kernel_size=3, stride=1, padding=1, bias=False)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = x * 1.5
        x = self.conv1d_1(x)
        x = self.avg_pool1d_2(x)
        x = torch.matmul(x, y1)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(128, 32, 4096)
    y1 = torch.randn(2048, 1024)
    y2 = torch.randn(1024, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
