# Synthesized by cuagent (bench.synth.compose), seed=116, scale=large.
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
    x = torch.randn(256, 128, 256, 256)
    y1 = torch.randn(256, 128, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
