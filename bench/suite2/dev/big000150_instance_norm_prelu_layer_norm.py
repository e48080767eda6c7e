# Synthesized by cuagent (bench.synth.compose), seed=150, scale=large.
# ops: instance_norm -> activation2:prelu -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_0 = nn.InstanceNorm2d(512, affine=True)
        self.activation2_1 = nn.PReLU(512, init=0.1)
        self.layer_norm_2 = nn.LayerNorm(256)

    def forward(self, x):
        x = self.instance_norm_0(x)
        x = self.activation2_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 256)
    return [x]


def get_init_inputs():
    return []
