# Synthesized by cuagent (bench.synth.compose), seed=679, scale=h200.
# ops: matmul -> reduce:mean -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.mean(x, dim=2, keepdim=False)
        x = torch.argmax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    y1 = torch.randn(2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
