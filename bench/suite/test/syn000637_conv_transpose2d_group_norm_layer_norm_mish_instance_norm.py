# Synthesized by cuagent (bench.synth.compose), seed=637, scale=h200.
# ops: conv_transpose2d -> group_norm -> layer_norm -> activation:mish -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 128, kernel_size=4, stride=1, padding=1, bias=False)
        self.group_norm_1 = nn.GroupNorm(8, 128)
        self.layer_norm_2 = nn.LayerNorm(257)
        self.instance_norm_4 = nn.InstanceNorm2d(128, affine=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.group_norm_1(x)
        x = self.layer_norm_2(x)
        x = F.mish(x)
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 128, 256)
    return [x]


def get_init_inputs():
    return []
