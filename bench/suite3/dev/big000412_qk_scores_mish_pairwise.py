# Synthesized by cuagent (bench.synth.compose), seed=412, scale=large.
# ops: qk_scores -> activation:mish -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = F.mish(x)
        x = F.pairwise_distance(x, y2)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 128)
    y1 = torch.randn(256, 32, 512, 128)
    y2 = torch.randn(256, 32, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
