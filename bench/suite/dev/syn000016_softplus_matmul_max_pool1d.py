# Synthesized by cuagent (bench.synth.compose), seed=16, scale=h200.
# ops: activation:softplus -> matmul -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = F.softplus(x)
        x = torch.matmul(x, y1)
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 1024)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
