# Synthesized by cuagent (bench.synth.compose), seed=293, scale=large.
# ops: matmul -> matmul_wt -> prod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_1 = nn.Parameter(torch.randn(16384, 1024) / 32.0000)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x @ self.matmul_wt_1.T
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(256, 64, 65536)
    y1 = torch.randn(65536, 1024)
    return [x, y1]


def get_init_inputs():
    return []
