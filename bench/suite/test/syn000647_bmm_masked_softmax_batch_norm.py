# Synthesized by cuagent (bench.synth.compose), seed=647, scale=h200.
# ops: bmm -> masked_softmax -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(2048, 2048)))
        self.batch_norm_2 = nn.BatchNorm1d(2048)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    y1 = torch.randn(64, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
