# Synthesized by cuagent (bench.synth.compose), seed=167, scale=large.
# ops: qk_scores -> reduce2:frobenius -> matmul_v -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = x / torch.norm(x, p="fro")
        x = torch.matmul(x, y2)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 256, 128)
    y1 = torch.randn(128, 256, 256, 128)
    y2 = torch.randn(128, 256, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
