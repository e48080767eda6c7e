# Synthesized by cuagent (bench.synth.compose), seed=509, scale=h200.
# ops: linear -> matmul -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 1024, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.matmul(x, y1)
        x = torch.logsumexp(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 512)
    y1 = torch.randn(1024, 512)
    return [x, y1]


def get_init_inputs():
    return []
