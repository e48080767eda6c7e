# Synthesized by cuagent (bench.synth.compose), seed=276, scale=large.
# ops: qk_scores -> tensor_arith:mul_param -> binary:where
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1, 1))

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = x * self.tensor_arith_1
        x = torch.where(x > y2, x, 0.5 * y2)
        return x


def get_inputs():
    x = torch.randn(32, 256, 512, 256)
    y1 = torch.randn(32, 256, 512, 256)
    y2 = torch.randn(32, 256, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
