# Synthesized by cuagent (bench.synth.compose), seed=875, scale=h200.
# ops: qk_scores -> tensor_arith:mul_param -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(1024, 1))
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = x * self.tensor_arith_1
        x = self.avg_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 512)
    y1 = torch.randn(32, 1024, 512)
    return [x, y1]


def get_init_inputs():
    return []
