# Synthesized by cuagent (bench.synth.compose), seed=18, scale=large.
# ops: qk_scores -> masked_softmax -> reduce2:norm1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(512, 512)))

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = torch.linalg.vector_norm(x, ord=1, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 64, 512, 256)
    y1 = torch.randn(128, 64, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
