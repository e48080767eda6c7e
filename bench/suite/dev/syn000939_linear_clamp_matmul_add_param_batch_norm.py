# Synthesized by cuagent (bench.synth.compose), seed=939, scale=h200.
# ops: linear -> clamp -> matmul -> tensor_arith:add_param -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 4096, bias=False)
        self.tensor_arith_3 = nn.Parameter(torch.randn(512, 1))
        self.batch_norm_4 = nn.BatchNorm1d(512)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-2.0, max=2.0)
        x = torch.matmul(x, y1)
        x = x + self.tensor_arith_3
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 1024)
    y1 = torch.randn(4096, 4096)
    return [x, y1]


def get_init_inputs():
    return []
