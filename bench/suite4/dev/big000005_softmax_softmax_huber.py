# Synthesized by cuagent (bench.synth.compose), seed=5, scale=large.
# ops: softmax:softmax -> softmax:softmax -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.softmax(x, dim=1)
        x = torch.softmax(x, dim=1)
        x = F.huber_loss(x, y1, reduction="none", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(128, 256, 512, 128)
    y1 = torch.randn(128, 256, 512, 128)
    return [x, y1]


def get_init_inputs():
    return []
