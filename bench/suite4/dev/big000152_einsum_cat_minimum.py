# Synthesized by cuagent (bench.synth.compose), seed=152, scale=large.
# ops: einsum -> cat -> binary:minimum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(32, 64) / 8.0000)

    def forward(self, x, y1, y2):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.cat([x, y1], dim=1)
        x = torch.minimum(x, y2)
        return x


def get_inputs():
    x = torch.randn(256, 64, 512, 256)
    y1 = torch.randn(256, 16, 512, 256)
    y2 = torch.randn(256, 48, 512, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
