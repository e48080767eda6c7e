# Synthesized by cuagent (bench.synth.compose), seed=379, scale=h200.
# ops: qk_scores -> masked_softmax -> scalar_arith -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(128, 128)))

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = x - 1.0
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 128, 256)
    y1 = torch.randn(128, 64, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
