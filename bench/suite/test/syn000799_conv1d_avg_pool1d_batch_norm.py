# Synthesized by cuagent (bench.synth.compose), seed=799, scale=h200.
# ops: conv1d -> avg_pool1d -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 512, kernel_size=5, stride=2, padding=2, bias=True)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=3, stride=3)
        self.batch_norm_2 = nn.BatchNorm1d(512)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.avg_pool1d_1(x)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 512)
    return [x]


def get_init_inputs():
    return []
