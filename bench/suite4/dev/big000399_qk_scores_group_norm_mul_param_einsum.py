# Synthesized by cuagent (bench.synth.compose), seed=399, scale=large.
# ops: qk_scores -> group_norm -> tensor_arith:mul_param -> einsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(2, 64)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(64, 1, 1))
        self.einsum_3 = nn.Parameter(torch.randn(1024, 128) / 11.3137)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.group_norm_1(x)
        x = x * self.tensor_arith_2
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_3)
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 512)
    y1 = torch.randn(256, 64, 128, 512)
    return [x, y1]


def get_init_inputs():
    return []
