# Synthesized by cuagent (bench.synth.compose), seed=391, scale=large.
# ops: matmul_v -> activation:leaky_relu -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = F.leaky_relu(x, negative_slope=0.1)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y2, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(64, 128, 512, 512)
    y1 = torch.randn(64, 128, 512, 64)
    y2 = torch.randn(64, 128, 512, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
