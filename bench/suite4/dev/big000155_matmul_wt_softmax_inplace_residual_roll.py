# Synthesized by cuagent (bench.synth.compose), seed=155, scale=large.
# ops: matmul_wt -> softmax:softmax -> inplace_residual -> layout:roll
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(2048, 2048) / 45.2548)
        self.inplace_residual_2 = nn.ReLU(inplace=True)

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        x = torch.softmax(x, dim=1)
        h_inplace_residual_2 = self.inplace_residual_2(x * 1.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = torch.roll(x, shifts=3, dims=1)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    return [x]


def get_init_inputs():
    return []
