# Synthesized by cuagent (bench.synth.compose), seed=10, scale=large.
# ops: einsum -> loss:l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 256) / 16.0000)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.l1_loss(x, y1, reduction="none")
        return x


def get_inputs():
    x = torch.randn(256, 256, 256, 128)
    y1 = torch.randn(256, 64, 256, 128)
    return [x, y1]


def get_init_inputs():
    return []
