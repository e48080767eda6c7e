# Synthesized by cuagent (bench.synth.compose), seed=82, scale=large.
# ops: bmm -> softmax:softmax -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.softmax(x, dim=-1)
        x = F.normalize(x + y2, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 16384)
    y1 = torch.randn(32, 16384, 4096)
    y2 = torch.randn(32, 256, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
