# Synthesized by cuagent (bench.synth.compose), seed=76, scale=large.
# ops: bmm -> instance_norm -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_1 = nn.InstanceNorm1d(2048, affine=True)
        self.trailing_norm_2 = nn.LayerNorm((2048, 4096))

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.instance_norm_1(x)
        x = self.trailing_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 1024)
    y1 = torch.randn(128, 1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
