# Synthesized by cuagent (bench.synth.compose), seed=636, scale=h200.
# ops: matmul -> activation:sigmoid -> scalar_arith -> activation:elu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.sigmoid(x)
        x = x / 0.5
        x = F.elu(x, alpha=1.0)
        return x


def get_inputs():
    x = torch.randn(4096, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
