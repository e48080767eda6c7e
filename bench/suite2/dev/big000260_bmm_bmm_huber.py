# Synthesized by cuagent (bench.synth.compose), seed=260, scale=large.
# ops: bmm -> bmm -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.bmm(x, y1)
        x = torch.bmm(x, y2)
        x = F.huber_loss(x, y3, reduction="mean", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(32, 256, 32768)
    y1 = torch.randn(32, 32768, 2048)
    y2 = torch.randn(32, 2048, 2048)
    y3 = torch.randn(32, 256, 2048)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
