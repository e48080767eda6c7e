# Synthesized by cuagent (bench.synth.compose), seed=47, scale=h200.
# ops: conv3d -> layer_norm -> instance_norm -> scalar_arith -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.layer_norm_1 = nn.LayerNorm(32)
        self.instance_norm_2 = nn.InstanceNorm3d(32, affine=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.layer_norm_1(x)
        x = self.instance_norm_2(x)
        x = x * 3.0
        x = torch.amax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 32, 32, 64, 32)
    return [x]


def get_init_inputs():
    return []
