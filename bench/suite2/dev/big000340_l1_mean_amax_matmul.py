# Synthesized by cuagent (bench.synth.compose), seed=340, scale=large.
# ops: loss:l1 -> reduce:mean -> reduce:amax -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.l1_loss(x, y1, reduction="none")
        x = torch.mean(x, dim=1, keepdim=True)
        x = torch.amax(x, dim=1, keepdim=False)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(64, 8192, 4096)
    y2 = torch.randn(4096, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
