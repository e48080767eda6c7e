# Synthesized by cuagent (bench.synth.compose), seed=312, scale=large.
# ops: bmm -> group_norm -> masked_softmax -> activation:relu -> matmul_v
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(8, 4096)
        self.register_buffer("masked_softmax_2_mask", torch.tril(torch.ones(4096, 4096)))

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = self.group_norm_1(x)
        x = torch.softmax(x.masked_fill(self.masked_softmax_2_mask == 0, float("-inf")), dim=-1)
        x = torch.relu(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 2048)
    y1 = torch.randn(64, 2048, 4096)
    y2 = torch.randn(64, 4096, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
