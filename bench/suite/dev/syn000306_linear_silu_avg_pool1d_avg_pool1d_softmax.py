# Synthesized by cuagent (bench.synth.compose), seed=306, scale=h200.
# ops: linear -> activation:silu -> avg_pool1d -> avg_pool1d -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 8192, bias=True)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.avg_pool1d_3 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.silu(x)
        x = self.avg_pool1d_2(x)
        x = self.avg_pool1d_3(x)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 512)
    return [x]


def get_init_inputs():
    return []
