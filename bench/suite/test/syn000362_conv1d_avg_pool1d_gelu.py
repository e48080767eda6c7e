# Synthesized by cuagent (bench.synth.compose), seed=362, scale=h200.
# ops: conv1d -> avg_pool1d -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 256, kernel_size=1, stride=1, padding=0, bias=True)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.avg_pool1d_1(x)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
