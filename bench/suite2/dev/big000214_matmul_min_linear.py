# Synthesized by cuagent (bench.synth.compose), seed=214, scale=large.
# ops: matmul -> reduce:min -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(1, 8192, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.min(x, dim=2, keepdim=True)[0]
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 65536)
    y1 = torch.randn(65536, 2048)
    return [x, y1]


def get_init_inputs():
    return []
