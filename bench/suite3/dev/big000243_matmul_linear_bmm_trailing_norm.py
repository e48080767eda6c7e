# Synthesized by cuagent (bench.synth.compose), seed=243, scale=large.
# ops: matmul -> linear -> bmm -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(4096, 4096, bias=True)
        self.trailing_norm_3 = nn.LayerNorm((32, 2048))

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        x = torch.bmm(x, y2)
        x = self.trailing_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 16384)
    y1 = torch.randn(16384, 4096)
    y2 = torch.randn(128, 4096, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
