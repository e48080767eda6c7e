# Synthesized by cuagent (bench.synth.compose), seed=277, scale=large.
# ops: einsum -> softmax:softmax -> distance:pairwise -> activation2:hardtanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 128) / 11.3137)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.softmax(x, dim=1)
        x = F.pairwise_distance(x, y1)
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        return x


def get_inputs():
    x = torch.randn(64, 128, 256, 256)
    y1 = torch.randn(64, 256, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
