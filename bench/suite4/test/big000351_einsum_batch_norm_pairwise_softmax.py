# Synthesized by cuagent (bench.synth.compose), seed=351, scale=large.
# ops: einsum -> batch_norm -> distance:pairwise -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 512) / 22.6274)
        self.batch_norm_1 = nn.BatchNorm2d(64)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.batch_norm_1(x)
        x = F.pairwise_distance(x, y1)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 128)
    y1 = torch.randn(64, 64, 256, 128)
    return [x, y1]


def get_init_inputs():
    return []
