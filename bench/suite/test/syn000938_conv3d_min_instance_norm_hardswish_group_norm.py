# Synthesized by cuagent (bench.synth.compose), seed=938, scale=h200.
# ops: conv3d -> reduce:min -> instance_norm -> activation:hardswish -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 256, kernel_size=3, stride=1, padding=1, bias=False)
        self.instance_norm_2 = nn.InstanceNorm3d(256, affine=True)
        self.group_norm_4 = nn.GroupNorm(8, 256)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.min(x, dim=2, keepdim=True)[0]
        x = self.instance_norm_2(x)
        x = F.hardswish(x)
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 32, 24, 16)
    return [x]


def get_init_inputs():
    return []
