# Synthesized by cuagent (bench.synth.compose), seed=405, scale=large.
# ops: qk_scores -> special -> einsum -> special
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_2 = nn.Parameter(torch.randn(64, 256) / 16.0000)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.hypot(x, 1.0 - x)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_2)
        x = torch.sinc(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 512)
    y1 = torch.randn(128, 256, 128, 512)
    return [x, y1]


def get_init_inputs():
    return []
