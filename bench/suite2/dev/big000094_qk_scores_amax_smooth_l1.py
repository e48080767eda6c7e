# Synthesized by cuagent (bench.synth.compose), seed=94, scale=large.
# ops: qk_scores -> reduce:amax -> loss:smooth_l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.amax(x, dim=1, keepdim=True)
        x = F.smooth_l1_loss(x, y2, reduction="mean", beta=0.5)
        return x


def get_inputs():
    x = torch.randn(128, 64, 256, 512)
    y1 = torch.randn(128, 64, 256, 512)
    y2 = torch.randn(128, 1, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
