# Synthesized by cuagent (bench.synth.compose), seed=259, scale=h200.
# ops: max_pool1d -> linear -> bmm -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_0 = nn.MaxPool1d(kernel_size=3, stride=3)
        self.linear_1 = nn.Linear(2730, 8192, bias=False)

    def forward(self, x, y1, y2):
        x = self.max_pool1d_0(x)
        x = self.linear_1(x)
        x = torch.bmm(x, y1)
        x = x * y2
        return x


def get_inputs():
    x = torch.randn(16, 128, 8192)
    y1 = torch.randn(16, 8192, 512)
    y2 = torch.randn(16, 128, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
