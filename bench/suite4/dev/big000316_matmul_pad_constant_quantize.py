# Synthesized by cuagent (bench.synth.compose), seed=316, scale=large.
# ops: matmul -> layout:pad_constant -> quantize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.pad(x, (1, 1, 1, 1), mode="constant", value=0.5)
        x = (x // 0.1) * 0.1
        return x


def get_inputs():
    x = torch.randn(128, 128, 65536)
    y1 = torch.randn(65536, 1024)
    return [x, y1]


def get_init_inputs():
    return []
