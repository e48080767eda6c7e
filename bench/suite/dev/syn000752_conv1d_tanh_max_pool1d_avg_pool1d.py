# Synthesized by cuagent (bench.synth.compose), seed=752, scale=h200.
# ops: conv1d -> activation:tanh -> max_pool1d -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 256, kernel_size=3, stride=1, padding=0, bias=True)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.avg_pool1d_3 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.tanh(x)
        x = self.max_pool1d_2(x)
        x = self.avg_pool1d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
