# Synthesized by cuagent (bench.synth.compose), seed=259, scale=large.
# ops: distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = F.cosine_similarity(x, y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 32, 96, 48)
    y1 = torch.randn(32, 256, 32, 96, 48)
    return [x, y1]


def get_init_inputs():
    return []
