# Synthesized by cuagent (bench.synth.compose), seed=254, scale=large.
# ops: layer_norm -> layer_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_0 = nn.LayerNorm(256)
        self.layer_norm_1 = nn.LayerNorm(256)
        self.instance_norm_2 = nn.InstanceNorm2d(128, affine=True)

    def forward(self, x):
        x = self.layer_norm_0(x)
        x = self.layer_norm_1(x)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 256)
    return [x]


def get_init_inputs():
    return []
