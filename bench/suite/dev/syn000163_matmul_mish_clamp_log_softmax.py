# Synthesized by cuagent (bench.synth.compose), seed=163, scale=h200.
# ops: matmul -> activation:mish -> clamp -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.mish(x)
        x = torch.clamp(x, min=-2.0, max=2.0)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    y1 = torch.randn(2048, 8192)
    return [x, y1]


def get_init_inputs():
    return []
