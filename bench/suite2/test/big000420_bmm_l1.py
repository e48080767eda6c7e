# Synthesized by cuagent (bench.synth.compose), seed=420, scale=large.
# ops: bmm -> loss:l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = F.l1_loss(x, y2, reduction="mean")
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    y1 = torch.randn(128, 4096, 2048)
    y2 = torch.randn(128, 2048, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
