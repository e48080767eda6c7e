# Synthesized by cuagent (bench.synth.compose), seed=71, scale=h200.
# ops: matmul -> bmm -> masked_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_2_mask", torch.tril(torch.ones(512, 512)))

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.bmm(x, y2)
        x = torch.softmax(x.masked_fill(self.masked_softmax_2_mask == 0, float("-inf")), dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 512, 1024)
    y1 = torch.randn(1024, 2048)
    y2 = torch.randn(64, 2048, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
