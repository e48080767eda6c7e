# Synthesized by cuagent (bench.synth.compose), seed=60, scale=h200.
# ops: matmul -> reduce:mean -> softmax:log_softmax -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.mean(x, dim=2, keepdim=True)
        x = torch.log_softmax(x, dim=1)
        x = x / 0.5
        return x


def get_inputs():
    x = torch.randn(32, 2048, 1024)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
