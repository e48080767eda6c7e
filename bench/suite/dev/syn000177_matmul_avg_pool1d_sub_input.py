# Synthesized by cuagent (bench.synth.compose), seed=177, scale=h200.
# ops: matmul -> avg_pool1d -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.avg_pool1d_1(x)
        x = x - y2
        return x


def get_inputs():
    x = torch.randn(128, 256, 8192)
    y1 = torch.randn(8192, 512)
    y2 = torch.randn(128, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
