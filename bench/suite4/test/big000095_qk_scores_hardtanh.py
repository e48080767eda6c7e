# Synthesized by cuagent (bench.synth.compose), seed=95, scale=large.
# ops: qk_scores -> activation2:hardtanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        return x


def get_inputs():
    x = torch.randn(64, 256, 128, 512)
    y1 = torch.randn(64, 256, 128, 512)
    return [x, y1]


def get_init_inputs():
    return []
