# Synthesized by cuagent (bench.synth.compose), seed=69, scale=large.
# ops: qk_scores -> reduce:sum -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.sum(x, dim=3, keepdim=False)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 512)
    y1 = torch.randn(128, 128, 256, 512)
    y2 = torch.randn(256, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
