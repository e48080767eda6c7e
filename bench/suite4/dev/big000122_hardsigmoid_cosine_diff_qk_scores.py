# Synthesized by cuagent (bench.synth.compose), seed=122, scale=large.
# ops: activation2:hardsigmoid -> distance:cosine -> diff -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.hardsigmoid(x)
        x = F.cosine_similarity(x, y1, dim=1)
        x = torch.diff(x, dim=1)
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0884
        return x


def get_inputs():
    x = torch.randn(128, 256, 256, 128)
    y1 = torch.randn(128, 256, 256, 128)
    y2 = torch.randn(128, 255, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
