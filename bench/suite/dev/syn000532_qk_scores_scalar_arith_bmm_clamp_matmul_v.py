# Synthesized by cuagent (bench.synth.compose), seed=532, scale=h200.
# ops: qk_scores -> scalar_arith -> bmm -> clamp -> matmul_v
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = x * 0.25
        x = torch.bmm(x, y2)
        x = torch.clamp(x, min=-0.5, max=0.5)
        x = torch.matmul(x, y3)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 512)
    y1 = torch.randn(32, 2048, 512)
    y2 = torch.randn(32, 2048, 2048)
    y3 = torch.randn(32, 2048, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
