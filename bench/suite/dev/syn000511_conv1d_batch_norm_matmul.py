# Synthesized by cuagent (bench.synth.compose), seed=511, scale=h200.
# ops: conv1d -> batch_norm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 512, kernel_size=5, stride=1, padding=2, bias=True)
        self.batch_norm_1 = nn.BatchNorm1d(512)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = self.batch_norm_1(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 512)
    y1 = torch.randn(512, 8192)
    return [x, y1]


def get_init_inputs():
    return []
