# Synthesized by cuagent (bench.synth.compose), seed=132, scale=large.
# ops: qk_scores -> masked_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(1024, 1024)))

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 32, 1024, 128)
    y1 = torch.randn(64, 32, 1024, 128)
    return [x, y1]


def get_init_inputs():
    return []
