# Synthesized by cuagent (bench.synth.compose), seed=21, scale=large.
# ops: matmul_wt -> clamp -> tensor_arith:add_param -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(2048, 1024) / 32.0000)
        self.tensor_arith_2 = nn.Parameter(torch.randn(4096, 1))

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = x + self.tensor_arith_2
        x = torch.clamp(1.0 - x * torch.sign(y1), min=0.0).mean()
        return x


def get_inputs():
    x = torch.randn(256, 4096, 1024)
    y1 = torch.randn(256, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
