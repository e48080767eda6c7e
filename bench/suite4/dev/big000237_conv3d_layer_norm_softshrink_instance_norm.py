# Synthesized by cuagent (bench.synth.compose), seed=237, scale=large.
# ops: conv3d -> layer_norm -> activation2:softshrink -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 32, kernel_size=1, stride=1, padding=0, bias=False)
        self.layer_norm_1 = nn.LayerNorm(96)
        self.instance_norm_3 = nn.InstanceNorm3d(32, affine=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.layer_norm_1(x)
        x = F.softshrink(x, lambd=0.25)
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 32, 64, 96)
    return [x]


def get_init_inputs():
    return []
