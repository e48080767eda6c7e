# Synthesized by cuagent (bench.synth.compose), seed=52, scale=large.
# ops: einsum -> activation:softplus -> loss:bce_logits
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(512, 32) / 5.6569)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.softplus(x)
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y1), reduction="sum")
        return x


def get_inputs():
    x = torch.randn(32, 32, 2048, 64)
    y1 = torch.randn(32, 512, 2048, 64)
    return [x, y1]


def get_init_inputs():
    return []
