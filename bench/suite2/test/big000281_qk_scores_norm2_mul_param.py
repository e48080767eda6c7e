# Synthesized by cuagent (bench.synth.compose), seed=281, scale=large.
# ops: qk_scores -> reduce2:norm2 -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(32, 1))

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.linalg.vector_norm(x, ord=2, dim=3, keepdim=False)
        x = x * self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 256)
    y1 = torch.randn(256, 32, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
