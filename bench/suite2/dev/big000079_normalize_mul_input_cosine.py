# Synthesized by cuagent (bench.synth.compose), seed=79, scale=large.
# ops: distance:normalize -> tensor_arith:mul_input -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = F.normalize(x + y1, dim=1)
        x = x * y2
        x = F.cosine_similarity(x, y3, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 32, 4096, 128)
    y1 = torch.randn(64, 32, 4096, 128)
    y2 = torch.randn(64, 32, 4096, 128)
    y3 = torch.randn(64, 32, 4096, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
