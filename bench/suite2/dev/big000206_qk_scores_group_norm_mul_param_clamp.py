# Synthesized by cuagent (bench.synth.compose), seed=206, scale=large.
# ops: qk_scores -> group_norm -> tensor_arith:mul_param -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(2, 32)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(32, 1, 1))

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = self.group_norm_1(x)
        x = x * self.tensor_arith_2
        x = torch.clamp(x, min=-2.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(64, 32, 1024, 64)
    y1 = torch.randn(64, 32, 1024, 64)
    return [x, y1]


def get_init_inputs():
    return []
