# Synthesized by cuagent (bench.synth.compose), seed=900, scale=h200.
# ops: bmm -> activation:tanh -> avg_pool1d -> linear -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.linear_3 = nn.Linear(512, 4096, bias=True)
        self.linear_4 = nn.Linear(4096, 4096, bias=False)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.tanh(x)
        x = self.avg_pool1d_2(x)
        x = self.linear_3(x)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 1024)
    y1 = torch.randn(64, 1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
