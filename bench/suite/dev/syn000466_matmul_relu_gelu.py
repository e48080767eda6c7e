# Synthesized by cuagent (bench.synth.compose), seed=466, scale=h200.
# ops: matmul -> activation:relu -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.relu(x)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 512)
    y1 = torch.randn(512, 4096)
    return [x, y1]


def get_init_inputs():
    return []
