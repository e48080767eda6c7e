# Synthesized by cuagent (bench.synth.compose), seed=533, scale=h200.
# ops: qk_scores -> linear -> tensor_arith:mul_input -> tensor_arith:mul_param -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(1024, 2048, bias=True)
        self.tensor_arith_3 = nn.Parameter(1.0 + 0.1 * torch.randn(1024, 1))
        self.group_norm_4 = nn.GroupNorm(2, 1024)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.linear_1(x)
        x = x * y2
        x = x * self.tensor_arith_3
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 512)
    y1 = torch.randn(128, 1024, 512)
    y2 = torch.randn(128, 1024, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
