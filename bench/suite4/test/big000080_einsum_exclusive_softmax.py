# Synthesized by cuagent (bench.synth.compose), seed=80, scale=large.
# ops: einsum -> scan:exclusive -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 512) / 22.6274)

    def forward(self, x):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = torch.cumsum(x, dim=1) - x
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 32, 256, 512)
    return [x]


def get_init_inputs():
    return []
