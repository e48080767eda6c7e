# Synthesized by cuagent (bench.synth.compose), seed=611, scale=h200.
# ops: matmul -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.logsumexp(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    y1 = torch.randn(1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
