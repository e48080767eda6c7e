# Synthesized by cuagent (bench.synth.compose), seed=264, scale=large.
# ops: distance:normalize -> scan:reverse -> reduce:mean -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.normalize(x + y1, dim=1)
        x = torch.cumsum(x.flip(1), dim=1).flip(1)
        x = torch.mean(x, dim=3, keepdim=True)
        x = F.cosine_similarity(x, y2, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 16, 8192, 128)
    y1 = torch.randn(64, 16, 8192, 128)
    y2 = torch.randn(64, 16, 8192, 1)
    return [x, y1, y2]


def get_init_inputs():
    return []
