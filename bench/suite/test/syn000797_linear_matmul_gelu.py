# Synthesized by cuagent (bench.synth.compose), seed=797, scale=h200.
# ops: linear -> matmul -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=False)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.matmul(x, y1)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(8192, 2048)
    y1 = torch.randn(1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
