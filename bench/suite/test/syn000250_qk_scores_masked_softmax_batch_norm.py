# Synthesized by cuagent (bench.synth.compose), seed=250, scale=h200.
# ops: qk_scores -> masked_softmax -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(1024, 1024)))
        self.batch_norm_2 = nn.BatchNorm2d(8)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 8, 1024, 64)
    y1 = torch.randn(16, 8, 1024, 64)
    return [x, y1]


def get_init_inputs():
    return []
