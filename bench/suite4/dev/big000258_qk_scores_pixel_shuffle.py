# Synthesized by cuagent (bench.synth.compose), seed=258, scale=large.
# ops: qk_scores -> resample:pixel_shuffle
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = F.pixel_shuffle(x, 2)
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 128)
    y1 = torch.randn(32, 512, 256, 128)
    return [x, y1]


def get_init_inputs():
    return []
