# Synthesized by cuagent (bench.synth.compose), seed=143, scale=large.
# ops: qk_scores -> activation2:gelu_tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = F.gelu(x, approximate="tanh")
        return x


def get_inputs():
    x = torch.randn(256, 128, 256, 256)
    y1 = torch.randn(256, 128, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
