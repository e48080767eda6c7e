# Synthesized by cuagent (bench.synth.compose), seed=313, scale=large.
# ops: matmul -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_1 = nn.InstanceNorm1d(256, affine=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.instance_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32768)
    y1 = torch.randn(32768, 1024)
    return [x, y1]


def get_init_inputs():
    return []
