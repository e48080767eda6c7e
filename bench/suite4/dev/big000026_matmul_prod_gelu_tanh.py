# Synthesized by cuagent (bench.synth.compose), seed=26, scale=large.
# ops: matmul -> prod -> activation2:gelu_tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=False)
        x = F.gelu(x, approximate="tanh")
        return x


def get_inputs():
    x = torch.randn(64, 32, 65536)
    y1 = torch.randn(65536, 16384)
    return [x, y1]


def get_init_inputs():
    return []
