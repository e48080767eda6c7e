# Synthesized by cuagent (bench.synth.compose), seed=113, scale=large.
# ops: matmul -> reduce2:frobenius -> layout:triu -> group_norm -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_3 = nn.GroupNorm(4, 64)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x / torch.norm(x, p="fro")
        x = torch.triu(x, diagonal=-2)
        x = self.group_norm_3(x)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(256, 64, 131072)
    y1 = torch.randn(131072, 1024)
    return [x, y1]


def get_init_inputs():
    return []
