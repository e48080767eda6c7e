# Synthesized by cuagent (bench.synth.compose), seed=354, scale=h200.
# ops: matmul -> linear -> tensor_arith:mul_param -> max_pool1d -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(2048, 1024, bias=False)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(64, 1))
        self.max_pool1d_3 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        x = x * self.tensor_arith_2
        x = self.max_pool1d_3(x)
        x = torch.bmm(x, y2)
        return x


def get_inputs():
    x = torch.randn(128, 64, 1024)
    y1 = torch.randn(1024, 2048)
    y2 = torch.randn(128, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
