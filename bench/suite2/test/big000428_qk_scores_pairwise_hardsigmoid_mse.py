# Synthesized by cuagent (bench.synth.compose), seed=428, scale=large.
# ops: qk_scores -> distance:pairwise -> activation2:hardsigmoid -> loss:mse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = F.pairwise_distance(x, y2)
        x = F.hardsigmoid(x)
        x = F.mse_loss(x, y3, reduction="mean")
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 128)
    y1 = torch.randn(128, 32, 512, 128)
    y2 = torch.randn(128, 32, 512, 512)
    y3 = torch.randn(128, 32, 512)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
