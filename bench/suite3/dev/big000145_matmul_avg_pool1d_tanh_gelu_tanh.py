# Synthesized by cuagent (bench.synth.compose), seed=145, scale=large.
# ops: matmul -> avg_pool1d -> activation:tanh -> activation2:gelu_tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.avg_pool1d_1(x)
        x = torch.tanh(x)
        x = F.gelu(x, approximate="tanh")
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    y1 = torch.randn(2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
