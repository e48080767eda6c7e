# Synthesized by cuagent (bench.synth.compose), seed=274, scale=large.
# ops: bmm -> einsum -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_1 = nn.Parameter(torch.randn(1024, 4096) / 64.0000)
        self.group_norm_2 = nn.GroupNorm(4, 2048)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_1)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 1024)
    y1 = torch.randn(128, 1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
