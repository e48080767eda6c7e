# Synthesized by cuagent (bench.synth.compose), seed=350, scale=large.
# ops: matmul -> distance:cosine -> clamp -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = F.cosine_similarity(x, y2, dim=1)
        x = torch.clamp(x, min=-2.0, max=1.0)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 65536)
    y1 = torch.randn(65536, 16384)
    y2 = torch.randn(32, 32, 16384)
    return [x, y1, y2]


def get_init_inputs():
    return []
