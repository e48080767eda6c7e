# Synthesized by cuagent (bench.synth.compose), seed=39, scale=large.
# ops: qk_scores -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.huber_loss(x, y2, reduction="mean", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 512)
    y1 = torch.randn(128, 128, 256, 512)
    y2 = torch.randn(128, 128, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
