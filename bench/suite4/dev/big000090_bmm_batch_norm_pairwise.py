# Synthesized by cuagent (bench.synth.compose), seed=90, scale=large.
# ops: bmm -> batch_norm -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(256)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = self.batch_norm_1(x)
        x = F.pairwise_distance(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 256, 16384)
    y1 = torch.randn(64, 16384, 2048)
    y2 = torch.randn(64, 256, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
