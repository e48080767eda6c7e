# Synthesized by cuagent (bench.synth.compose), seed=155, scale=large.
# ops: matmul -> distance:pairwise -> cat -> distance:normalize -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3, y4):
        x = torch.matmul(x, y1)
        x = F.pairwise_distance(x, y2)
        x = torch.cat([x, y3], dim=1)
        x = F.normalize(x + y4, dim=1)
        x = torch.clamp(x, min=-0.5, max=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 4096, 1024)
    y1 = torch.randn(1024, 16384)
    y2 = torch.randn(32, 4096, 16384)
    y3 = torch.randn(32, 4096)
    y4 = torch.randn(32, 8192)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
