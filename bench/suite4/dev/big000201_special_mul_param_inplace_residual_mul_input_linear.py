# Synthesized by cuagent (bench.synth.compose), seed=201, scale=large.
# ops: special -> tensor_arith:mul_param -> inplace_residual -> tensor_arith:mul_input -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(2048, 1))
        self.inplace_residual_2 = nn.ReLU(inplace=True)
        self.linear_4 = nn.Linear(2048, 2048, bias=False)

    def forward(self, x, y1):
        x = torch.logaddexp2(x, 0.5 * x)
        x = x * self.tensor_arith_1
        h_inplace_residual_2 = self.inplace_residual_2(x * 0.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = x * y1
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    y1 = torch.randn(256, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
