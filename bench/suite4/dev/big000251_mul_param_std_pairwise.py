# Synthesized by cuagent (bench.synth.compose), seed=251, scale=large.
# ops: tensor_arith:mul_param -> reduce2:std -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_0 = nn.Parameter(1.0 + 0.1 * torch.randn(4096, 1))

    def forward(self, x, y1):
        x = x * self.tensor_arith_0
        x = torch.std(x, dim=2, keepdim=False)
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 4096)
    return [x, y1]


def get_init_inputs():
    return []
