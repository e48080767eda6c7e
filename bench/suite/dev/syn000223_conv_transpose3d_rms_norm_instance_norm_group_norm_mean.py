# Synthesized by cuagent (bench.synth.compose), seed=223, scale=h200.
# ops: conv_transpose3d -> rms_norm -> instance_norm -> group_norm -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(32, 32, kernel_size=3, stride=1, padding=0, bias=True)
        self.rms_norm_1 = nn.RMSNorm(50)
        self.instance_norm_2 = nn.InstanceNorm3d(32, affine=True)
        self.group_norm_3 = nn.GroupNorm(4, 32)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.rms_norm_1(x)
        x = self.instance_norm_2(x)
        x = self.group_norm_3(x)
        x = torch.mean(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 32, 16, 64, 48)
    return [x]


def get_init_inputs():
    return []
