# Synthesized by cuagent (bench.synth.compose), seed=414, scale=large.
# ops: einsum -> layout:triu -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 16) / 4.0000)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.triu(x, diagonal=1)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 16, 2048, 128)
    y1 = torch.randn(64, 16, 2048, 128)
    return [x, y1]


def get_init_inputs():
    return []
