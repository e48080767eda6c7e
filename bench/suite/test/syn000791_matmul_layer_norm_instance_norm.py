# Synthesized by cuagent (bench.synth.compose), seed=791, scale=h200.
# ops: matmul -> layer_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(4096)
        self.instance_norm_2 = nn.InstanceNorm1d(1024, affine=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.layer_norm_1(x)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
