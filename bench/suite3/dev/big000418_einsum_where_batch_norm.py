# Synthesized by cuagent (bench.synth.compose), seed=418, scale=large.
# ops: einsum -> binary:where -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 512) / 22.6274)
        self.batch_norm_2 = nn.BatchNorm2d(64)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.where(x > y1, x, 0.5 * y1)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 128, 256)
    y1 = torch.randn(128, 64, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
