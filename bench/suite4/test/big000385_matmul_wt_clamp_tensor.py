# Synthesized by cuagent (bench.synth.compose), seed=385, scale=large.
# ops: matmul_wt -> clamp_tensor
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(1024, 2048) / 45.2548)
        self.clamp_tensor_1_lo = nn.Parameter(-1.0 - torch.rand(1024))
        self.clamp_tensor_1_hi = nn.Parameter(1.0 + torch.rand(1024))

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        x = torch.clamp(x, self.clamp_tensor_1_lo, self.clamp_tensor_1_hi)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    return [x]


def get_init_inputs():
    return []
