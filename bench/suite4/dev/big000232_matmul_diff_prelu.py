# Synthesized by cuagent (bench.synth.compose), seed=232, scale=large.
# ops: matmul -> diff -> activation2:prelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.activation2_2 = nn.PReLU(4096, init=0.1)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.diff(x, dim=2)
        x = self.activation2_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
