# Synthesized by cuagent (bench.synth.compose), seed=121, scale=large.
# ops: conv3d -> group_norm -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.group_norm_1 = nn.GroupNorm(4, 128)
        self.rms_norm_2 = nn.RMSNorm(96)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.group_norm_1(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 48, 48, 96)
    return [x]


def get_init_inputs():
    return []
