# Synthesized by cuagent (bench.synth.compose), seed=239, scale=large.
# ops: bmm -> layout:tril -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.tril(x, diagonal=3)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 4096)
    y1 = torch.randn(128, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
