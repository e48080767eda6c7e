# Synthesized by cuagent (bench.synth.compose), seed=202, scale=large.
# ops: einsum -> cat -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(2048, 4096) / 64.0000)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = torch.cat([x, y1], dim=1)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    y1 = torch.randn(128, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
